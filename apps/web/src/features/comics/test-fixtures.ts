// The comic screen's tests: a full comic (the orders fixtures' summary with its details) and a stand-in
// server for the comic, its log and its order, shared by the comic page and its child views.
import type { TComic, TLogEntry } from "@gbo/contracts/orders";
import { afterEach, beforeEach, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { comic as comicSummary, ORDER_ID, orderSummary } from "../../test/order-fixtures";
import { renderApp, worker } from "../../test/render-app";

/** Comic 001 of the fixture order with every detail; `overrides` may set summary fields (status…) too. */
export function fullComic(overrides: Partial<TComic> = {}): TComic {
  return {
    ...comicSummary("001"),
    orderId: ORDER_ID,
    year: "1977",
    multiYear: false,
    noYear: false,
    noPublisher: false,
    uniqueDetail: null,
    monthQuarter: null,
    quantity: 1,
    pressScreen: false,
    gradeScreen: null,
    looksBetter: false,
    restoration: null,
    pageQuality: null,
    notes: [],
    signees: [],
    signatures: [],
    artists: [],
    keyComments: [],
    backLabels: [],
    collection: null,
    personalCollection: false,
    rejectFees: null,
    fastPass: 0,
    fastPassValue: 0,
    reholder: false,
    reholderId: null,
    featured: false,
    customTitle: false,
    collectibleType: "Comic",
    mangaType: null,
    mangaLabelCode: null,
    international: false,
    image: false,
    days: 30,
    baseTotal: 45,
    ...overrides,
  };
}

export type Call = { method: string; path: string; body: unknown };

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A write's answer for the fixture order's tier SO: the order one version on. */
export function actionAnswer(message: string, tierStatus: string, extra: Record<string, unknown> = {}) {
  return {
    message,
    orderId: ORDER_ID,
    version: orderSummary().order.version + 1,
    orderStatus: "InProcess",
    tierId: "SO",
    tierStatus,
    isWarning: false,
    ...extra,
  };
}

/**
 * Stands in for the server in a test file (call it at the top level). Every call is recorded in `calls`
 * (emptied before each test); `answer` may take a call first (a write, a further read), then comic 001,
 * the order's log and the order are read from `state()` (the test's current values), anything else is
 * 404. `render` opens the app signed in with the claims; after each test it stops and signs out.
 */
export function comicServer(
  state: () => { comic: TComic; log?: TLogEntry[] },
  answer?: (call: Call) => Response | undefined,
) {
  const calls: Call[] = [];
  let stop: (() => void) | undefined;
  beforeEach(() => {
    calls.length = 0;
    vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
      const path = decodeURI(new URL(String(input), "http://localhost").pathname);
      const call = {
        method: init?.method ?? "GET",
        path,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      const answered = answer?.(call);
      if (answered) return answered;
      const { comic, log = [] } = state();
      if (path === `/api/orders/${ORDER_ID}/comic/001`) return json(200, comic);
      if (path === `/api/orders/${ORDER_ID}/log`) return json(200, log);
      if (path === `/api/orders/${ORDER_ID}`) return json(200, orderSummary());
      return json(404, { message: "Not found." });
    });
  });
  afterEach(() => {
    stop?.();
    identityStore.clear();
  });
  return {
    calls,
    render(path: string, claims: string[]) {
      const app = renderApp(path, worker(claims));
      stop = app.stopWatching;
      return app;
    },
  };
}
