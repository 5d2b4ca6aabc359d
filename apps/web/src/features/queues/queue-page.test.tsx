import type { TQueueCounts, TQueuePage, TQueueRow } from "@gbo/contracts/orders";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { renderApp, worker } from "../../test/render-app";

let paths: string[] = [];
let respond: (path: string) => unknown = () => ({});
let stop: (() => void) | undefined;

const row = (orderId: string, daysLeft: number, status: TQueueRow["status"] = "Finalize"): TQueueRow => ({
  orderId,
  tierId: "SO",
  status,
  orderStatus: "InProcess",
  count: 6,
  processed: 3,
  daysLeft,
  dueDate: "2026-11-19",
  date: "2026-11-01T10:00:00.000Z",
  receivedDate: null,
  customerName: "Elizabeth Jackson",
  countryCode: "US",
  collectibleType: "Comic",
  isFastPass: false,
  fastPass: 0,
  isRejected: false,
});

const grading = (overrides: Partial<TQueuePage> = {}): TQueuePage => ({
  queue: "grading",
  isTierQueue: true,
  page: 1,
  pageSize: 20,
  total: 3,
  steps: ["Finalize"],
  overdueHidden: 0,
  rows: [row("26-AAAAAAA", -4), row("26-BBBBBBB", -1), row("26-CCCCCCC", 2)],
  ...overrides,
});

beforeEach(() => {
  paths = [];
  localStorage.clear();
  vi.spyOn(window, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    const path = decodeURI(url.pathname) + url.search;
    paths.push(path);
    return new Response(JSON.stringify(respond(path)), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
});

afterEach(() => {
  stop?.();
  identityStore.clear();
});

function open(path: string, claims: string[]) {
  const app = renderApp(path, worker(claims));
  stop = app.stopWatching;
  return app;
}

const queueCalls = () => paths.filter((path) => path.startsWith("/api/orders/queue/"));

describe("grading queue screen", () => {
  it("starts a finalize worker on the Finalize step and remembers another choice", async () => {
    respond = () => grading();
    open("/grading", ["finalize"]);
    expect(await screen.findByRole("heading", { level: 1, name: "Grading queue" })).toBeTruthy();
    await waitFor(() =>
      expect(queueCalls().at(-1)).toBe("/api/orders/queue/grading/1/-/recent?steps=Finalize"),
    );
    expect(screen.getByRole("radio", { name: "Finalize" })).toHaveProperty("checked", true);

    fireEvent.click(screen.getByRole("radio", { name: "All steps" }));
    await waitFor(() => expect(queueCalls().at(-1)).toBe("/api/orders/queue/grading/1/-/recent"));
    expect(localStorage.getItem("gbo.queue.grading.steps.sam")).toBe("all");
  });

  it("starts a grade worker on both steps", async () => {
    respond = () => grading();
    open("/grading", ["grade"]);
    await waitFor(() => expect(queueCalls().at(-1)).toBe("/api/orders/queue/grading/1/-/recent"));
    expect(screen.getByRole("radio", { name: "All steps" })).toHaveProperty("checked", true);
  });

  it("says how much late work the recent list leaves out and shows it in one click, remembered", async () => {
    respond = (path) => grading({ overdueHidden: path.includes("/recent") ? 5 : 0 });
    open("/grading", ["grade"]);
    expect(await screen.findByText("5 overdue tiers not in the recent list")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show full list" }));
    await waitFor(() => expect(queueCalls().at(-1)).toBe("/api/orders/queue/grading/1/-/all"));
    expect(localStorage.getItem("gbo.queue.grading.window")).toBe("all");
    await waitFor(() => expect(screen.queryByText(/not in the recent list/)).toBeNull());
  });

  it("reads the list from the address, over the remembered choices, and writes new choices to it", async () => {
    localStorage.setItem("gbo.queue.grading.window", "recent");
    respond = () => grading({ total: 45 });
    const app = open("/grading?list=all&step=PreGrade&sort=-date&search=spider&page=2", ["finalize"]);
    await waitFor(() =>
      expect(queueCalls().at(-1)).toBe("/api/orders/queue/grading/2/spider/all?steps=PreGrade&sort=-date"),
    );
    expect(screen.getByRole("radio", { name: "Full list" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Pre-grade" })).toHaveProperty("checked", true);
    expect(screen.getByRole("textbox", { name: "Search queue" })).toHaveProperty("value", "spider");
    expect(document.querySelector("input[aria-label=Sort]")).toHaveProperty("value", "Newest first");
    fireEvent.click(screen.getByRole("radio", { name: "Recent (30 days)" }));
    await waitFor(() =>
      expect(queueCalls().at(-1)).toBe("/api/orders/queue/grading/1/spider/recent?steps=PreGrade&sort=-date"),
    );
    expect(app.location().search).toMatchObject({
      list: "recent",
      step: "PreGrade",
      sort: "-date",
      search: "spider",
    });
  });

  it("puts the remembered choices that are not the defaults in the address and ignores bad values", async () => {
    localStorage.setItem("gbo.queue.grading.window", "all");
    respond = () => grading();
    const app = open("/grading?list=week&sort=price&page=x", ["grade"]);
    await waitFor(() => expect(queueCalls().at(-1)).toBe("/api/orders/queue/grading/1/-/all"));
    // The full list was remembered: pinned. Every step is the default: left out.
    await waitFor(() => expect(app.location().search).toEqual({ list: "all" }));
  });

  it("leaves a default list's address plain", async () => {
    respond = () => grading();
    const app = open("/grading", ["grade"]);
    await screen.findByRole("table", { name: "Grading queue" });
    expect(app.location().search).toEqual({});
  });

  it("is one tab stop: arrow keys, Home and End move between rows, Enter opens one", async () => {
    respond = () => grading();
    const app = open("/grading", ["grade"]);
    const table = await screen.findByRole("table", { name: "Grading queue" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    // The order link inside a row is not a second tab stop.
    expect(within(rows[0]!).getByRole("link").tabIndex).toBe(-1);
    rows[0]!.focus();
    fireEvent.keyDown(rows[0]!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(rows[1]);
    expect(rows.map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(rows[1]!, { key: "End" });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2]!, { key: "Home" });
    expect(document.activeElement).toBe(rows[0]);
    fireEvent.keyDown(rows[0]!, { key: "ArrowUp" });
    expect(document.activeElement).toBe(rows[0]);
    fireEvent.keyDown(rows[0]!, { key: "Enter" });
    await waitFor(() => expect(app.location().pathname).toBe("/orders/26-AAAAAAA/SO"));
  });

  it("names the progress bars and the page buttons", async () => {
    respond = () => grading({ total: 45 });
    open("/grading", ["grade"]);
    expect((await screen.findAllByRole("progressbar", { name: "Processed 3 of 6" })).length).toBe(3);
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByRole("button", { name: "Next page" })).toBeTruthy();
    fireEvent.click(within(pages).getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(queueCalls().at(-1)).toBe("/api/orders/queue/grading/3/-/recent"));
  });
});

describe("opening a row", () => {
  it("goes straight to the invoice of an order in Invoicing, without reading the order first", async () => {
    respond = (path) =>
      path.startsWith("/api/orders/queue/")
        ? {
            ...grading(),
            queue: "invoicing",
            isTierQueue: false,
            steps: ["Invoicing"],
            rows: [{ ...row("26-INVOICE", 3, "Invoicing"), tierId: null, orderStatus: "Invoicing" }],
          }
        : {};
    const app = open("/invoicing", ["invoicing"]);
    const table = await screen.findByRole("table", { name: "Invoicing queue" });
    const [line] = within(table).getAllByRole("row").slice(1);
    expect(within(line!).getByRole("link").getAttribute("href")).toBe("/invoicing/26-INVOICE");
    line!.focus();
    fireEvent.keyDown(line!, { key: "Enter" });
    await waitFor(() => expect(app.location().pathname).toBe("/invoicing/26-INVOICE"));
    await waitFor(() => expect(paths).toContain("/api/orders/26-INVOICE/invoice"));
    expect(paths).not.toContain("/api/orders/26-INVOICE");
  });
});

describe("what a row says (issue 30 points 4, 7)", () => {
  it("flags only the tier sold with a fast pass, by its level's name", async () => {
    respond = () =>
      grading({
        rows: [
          { ...row("26-AAAAAAA", -4), tierId: "VPE", isFastPass: true, fastPass: 2 },
          { ...row("26-AAAAAAA", 3), tierId: "NW" },
        ],
      });
    open("/grading", ["grade"]);
    const table = await screen.findByRole("table", { name: "Grading queue" });
    const [express, plain] = within(table).getAllByRole("row").slice(1);
    expect(within(express!).getByText("Express")).toBeTruthy();
    expect(within(plain!).queryByText(/Express|Fast pass/)).toBeNull();
  });

  it("shows a box waiting, not due, and no received date before it is received", async () => {
    const box: TQueueRow = {
      ...row("26-BOXWAIT", 0, "Submitted"),
      tierId: null,
      orderStatus: "Submitted",
      daysLeft: null,
      dueDate: null,
      date: new Date(Date.now() - 45 * 86_400_000).toISOString(),
      receivedDate: null,
    };
    respond = () => ({
      ...grading(),
      queue: "receiving",
      isTierQueue: false,
      steps: ["Submitted"],
      rows: [box],
    });
    open("/receiving", ["receiving"]);
    const table = await screen.findByRole("table", { name: "Receiving queue" });
    const [line] = within(table).getAllByRole("row").slice(1);
    expect(within(line!).getByText("waiting 45 days")).toBeTruthy();
    expect(line!.querySelector("td:last-child")?.textContent).toBe("—");
  });
});

describe("station counts", () => {
  it("shows waiting and late beside each station in the menu and on the dashboard", async () => {
    const counts: TQueueCounts = {
      counts: [
        { queue: "labels", waiting: 12, late: 3 },
        { queue: "heatseal", waiting: 4, late: 0 },
      ],
    };
    respond = (path) => (path === "/api/orders/queue-counts" ? counts : {});
    open("/dashboard", ["labels", "heatseal"]);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(await within(menu).findByRole("link", { name: "Labels 12 waiting 3 late" })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "Heat seal 4 waiting" })).toBeTruthy();
    const card = document.querySelector('[data-station-card="/labels"]') as HTMLElement;
    expect(within(card).getByText("3 late")).toBeTruthy();
  });
});
