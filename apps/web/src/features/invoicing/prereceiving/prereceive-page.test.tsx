// The pre-receiving page in the app (submissions-pricing §4, §8): a stale save (409) shows the server's
// text and re-reads on demand; complete ('Yes, complete') shows the 'Order Routed' lines, clears the
// local state and opens /comics; an order not at Add comic goes to its summary.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../../auth/session";
import { renderApp, worker } from "../../../test/render-app";
import { blankComic } from "./comic-form-logic";
import { localFromServer, localKey, putComic, writeLocal } from "./local-state";

afterEach(() => {
  cleanup();
  identityStore.clear();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const ORDER = "26-ABCD123";
const page = (version: number, comics: number) => ({
  id: ORDER,
  status: "AddComic",
  version,
  customerName: "Ann Bell",
  collectibleType: "Comic",
  mangaType: null,
  countryCode: "US",
  addOnCounts: {},
  tiers: [
    {
      id: "SO",
      label: "SO",
      count: 2,
      insured: 0,
      days: 30,
      invoiceCounts: {},
      remainingComics: 2 - comics,
      remainingInsured: null,
      insuredRange: null,
      status: "PreGrade",
    },
  ],
  comics: Array.from({ length: comics }, (_, i) => ({
    ...blankComic("SO"),
    id: `00${i + 1}`,
    title: `Hulk ${i + 1}`,
    uniqueId: `${ORDER}-00${i + 1}`,
    status: "Submitted",
  })),
  checkoutEligible: comics === 2 ? 1 : 0,
});

function serve(answers: Record<string, () => Response>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const path = decodeURIComponent(new URL(String(input), "http://localhost").pathname);
    const answer = answers[`${init?.method ?? "GET"} ${path}`];
    return answer ? answer() : json(404, { message: "Not found." });
  });
}

describe("pre-receiving page", () => {
  it("a stale save shows the server's text and re-reads the saved comics", async () => {
    let version = 3;
    serve({
      [`GET /api/orders/${ORDER}/prereceive`]: () => json(200, page(version, 1)),
      [`POST /api/orders/prereceive/comics/${ORDER}/submit`]: () =>
        json(409, { message: "This order was changed by someone else. Reload it and try again." }),
    });
    // An unsaved comic from before a reload, on the version the server still has.
    const base = localFromServer(page(3, 1) as never);
    writeLocal(putComic(base, page(3, 1) as never, null, { ...blankComic("SO"), title: "Thor" }).state);
    const app = renderApp(`/comics/${ORDER}`, worker(["comics"]));
    try {
      expect(await screen.findByText("Thor")).toBeTruthy();
      expect(screen.getByText("This list has changes that are not saved yet.")).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(
        await screen.findByText("This order was changed by someone else. Reload it and try again."),
      ).toBeTruthy();
      version = 4;
      fireEvent.click(screen.getByRole("button", { name: "Reload the saved comics" }));
      await waitFor(() => expect(screen.queryByText("Thor")).toBeNull());
      expect(JSON.parse(window.localStorage.getItem(localKey(ORDER)) ?? "{}").version).toBe(4);
    } finally {
      app.stopWatching();
    }
  });

  it("complete shows the 'Order Routed' lines, clears the local state and opens /comics", async () => {
    const complete = vi.fn(() =>
      json(200, { lines: ["Tier SO (2 comics) routed to Pre-grade"], version: 6 }),
    );
    serve({
      [`GET /api/orders/${ORDER}/prereceive`]: () => json(200, page(5, 2)),
      [`POST /api/orders/prereceive/${ORDER}/complete`]: complete,
    });
    const app = renderApp(`/comics/${ORDER}`, worker(["invoicing"]));
    try {
      expect(await screen.findByText("0 of 2 comics left")).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Complete" }));
      fireEvent.click(await screen.findByRole("button", { name: "Yes, complete" }));
      expect(await screen.findByText("Tier SO (2 comics) routed to Pre-grade")).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "OK" }));
      await waitFor(() => expect(app.location().pathname).toBe("/comics"));
      expect(window.localStorage.getItem(localKey(ORDER))).toBeNull();
    } finally {
      app.stopWatching();
    }
  });
});
