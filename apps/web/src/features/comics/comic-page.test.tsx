import type { TComic, TLogEntry } from "@gbo/contracts/orders";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ORDER_ID } from "../../test/order-fixtures";
import { comicHistory } from "./comic-history";
import { comicServer, fullComic } from "./test-fixtures";

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

// A graded comic with one verified signature and an artist, due in 3 days.
const pageComic = (overrides: Partial<TComic> = {}) =>
  fullComic({
    pageQuality: "White",
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
    days: 3,
    ...overrides,
  });

let comic = pageComic();
let log: TLogEntry[] = [];
const server = comicServer(() => ({ comic, log }));

beforeEach(() => {
  log = [];
});

function open(path: string) {
  return server.render(path, ["grade", "labels", "pressing"]);
}

describe("comic screen address", () => {
  it.each([
    ["PreGrade", "grade"],
    ["Finalize", "grade"],
    ["Labels", "labels"],
    ["Signature", "signature"],
  ])("a comic at %s opened without a view goes to its %s view", async (status, view) => {
    comic = pageComic({ status });
    const app = open(`/orders/${ORDER_ID}/001`);
    // A cold first render (the route's chunk, the order's reads) can take over a second on a busy machine.
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/001/${view}`), {
      timeout: 10_000,
    });
    const tabs = await screen.findByRole("navigation", { name: "Comic views" });
    expect(tabs.querySelector('[aria-current="page"]')?.getAttribute("href")).toBe(
      `/orders/${ORDER_ID}/001/${view}`,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain(`${ORDER_ID}-001`);
  });

  it("a comic at a station without a view of its own stays on its summary", async () => {
    comic = pageComic({ status: "Pressing", press: 2 });
    const app = open(`/orders/${ORDER_ID}/001`);
    expect(await screen.findByRole("table", { name: "Comic details" })).toBeTruthy();
    expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/001`);
    expect(screen.getByText("Stan Lee")).toBeTruthy();
    // The services read as words (issue 30 §9: "PRESS 1", "FP 2" were codes).
    expect(screen.getByText("Fast Pressing")).toBeTruthy();
    expect(screen.queryByText("Press 2")).toBeNull();
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
    comic = pageComic({ status: "Pressing" });
    const app = open(`/orders/${ORDER_ID.toLowerCase()}/001/LABELS`);
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/001/labels`));
    expect(await screen.findByRole("region", { name: "Labels verification" })).toBeTruthy();
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
    expect(comicHistory(log, pageComic()).map((entry) => entry.id)).toEqual([4, 3, 1]);
  });

  it("shows the first 8 entries with the type in words, then all of them on request", async () => {
    comic = pageComic({ status: "Pressing" });
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
