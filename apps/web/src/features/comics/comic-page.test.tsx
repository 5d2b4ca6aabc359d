import type { TComic, TLogEntry } from "@gbo/contracts/orders";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { renderApp, worker } from "../../test/render-app";
import { comic as comicSummary, ORDER_ID, orderSummary } from "../orders/test-fixtures";
import { comicHistory } from "./comic-history";

function fullComic(overrides: Partial<TComic> = {}): TComic {
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
    pageQuality: "White",
    notes: [],
    signees: [],
    signatures: [
      {
        id: 1,
        name: "Stan Lee",
        date: "2026-11-20",
        type: "VSP",
        label: null,
        valid: true,
        processInvalid: false,
        description: null,
      },
    ],
    artists: ["John Romita"],
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
    days: 3,
    baseTotal: 45,
    ...overrides,
  };
}

function logEntry(id: number, overrides: Partial<TLogEntry>): TLogEntry {
  return {
    id,
    orderId: ORDER_ID,
    type: "Scan",
    tierId: "SO",
    comicId: null,
    description: `entry ${id}`,
    fromStatus: null,
    toStatus: null,
    author: "pat",
    date: `2026-11-2${id}T10:00:00.000Z`,
    ...overrides,
  };
}

// Mantine's autosize textareas (the grade form) listen for font loading; happy-dom has no document.fonts.
if (!("fonts" in document) || !document.fonts) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

let comic = fullComic();
let log: TLogEntry[] = [];
let paths: string[] = [];
let stop: (() => void) | undefined;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

beforeEach(() => {
  paths = [];
  log = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input) => {
    const path = decodeURI(new URL(String(input), "http://localhost").pathname);
    paths.push(path);
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

function open(path: string) {
  const app = renderApp(path, worker(["grade", "labels", "pressing"]));
  stop = app.stopWatching;
  return app;
}

describe("comic screen address", () => {
  it.each([
    ["PreGrade", "grade"],
    ["Finalize", "grade"],
    ["Labels", "labels"],
    ["Signature", "signature"],
  ])("a comic at %s opened without a view goes to its %s view", async (status, view) => {
    comic = fullComic({ status });
    const app = open(`/orders/${ORDER_ID}/001`);
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/001/${view}`));
    const tabs = await screen.findByRole("navigation", { name: "Comic views" });
    expect(tabs.querySelector('[aria-current="page"]')?.getAttribute("href")).toBe(
      `/orders/${ORDER_ID}/001/${view}`,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain(`${ORDER_ID}-001`);
  });

  it("a comic at a station without a view of its own stays on its summary", async () => {
    comic = fullComic({ status: "Pressing" });
    const app = open(`/orders/${ORDER_ID}/001`);
    expect(await screen.findByRole("table", { name: "Comic details" })).toBeTruthy();
    expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/001`);
    expect(screen.getByText("Stan Lee")).toBeTruthy();
    expect(screen.getByRole("link", { name: "← SO tier" }).getAttribute("href")).toBe(
      `/orders/${ORDER_ID}/SO`,
    );
  });

  it("a comic that does not load goes to /orders/invalid echoing the id", async () => {
    const app = open(`/orders/${ORDER_ID}/077/labels`);
    await waitFor(() => expect(app.location().pathname).toBe("/orders/invalid"));
    expect(app.location().search).toEqual({ id: `${ORDER_ID}/077` });
  });

  it("cases the address, sends a tier with a view to the tier, and an unknown view to the comic", async () => {
    comic = fullComic({ status: "Pressing" });
    const app = open(`/orders/${ORDER_ID.toLowerCase()}/001/LABELS`);
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/001/labels`));
    expect(await screen.findByText("not yet built")).toBeTruthy();
    await app.router.navigate({ href: `/orders/${ORDER_ID}/001/hello` });
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/001`));
    await app.router.navigate({ href: `/orders/${ORDER_ID}/SO/grade` });
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/SO`));
  });
});

describe("comic history", () => {
  it("keeps the comic's entries and its tier's, not another comic's, newest first", () => {
    const log = [
      logEntry(1, { comicId: "001" }),
      logEntry(2, { comicId: "002" }),
      logEntry(3, { comicId: null, type: "Tier" }),
      logEntry(4, { comicId: `${ORDER_ID}-001`, type: "Grade" }),
      logEntry(5, { comicId: null, tierId: "SL" }),
      logEntry(6, { comicId: null, tierId: null, type: "Transaction" }),
    ];
    expect(comicHistory(log, fullComic()).map((entry) => entry.id)).toEqual([4, 3, 1]);
  });

  it("shows the first 8 entries with the type in words, then all of them on request", async () => {
    comic = fullComic({ status: "Pressing" });
    log = Array.from({ length: 10 }, (_, i) =>
      logEntry(i + 1, { comicId: "001", type: "PressingFailed", date: `2026-11-${10 + i}T10:00:00.000Z` }),
    );
    open(`/orders/${ORDER_ID}/001`);
    const history = await screen.findByRole("region", { name: "History" });
    expect(await within(history).findByText("entry 10")).toBeTruthy();
    expect(within(history).getAllByText("Pressing failed")).toHaveLength(8);
    expect(within(history).queryByText("entry 2")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show all 10" }));
    expect(await within(history).findByText("entry 1")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Show all/ })).toBeNull();
  });
});
