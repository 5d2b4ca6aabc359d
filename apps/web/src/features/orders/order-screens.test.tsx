import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { ORDER_ID, order, orderSummary, queuePage, tierDetail } from "../../test/order-fixtures";
import { renderApp, worker } from "../../test/render-app";
import { ORDER_VIEW_KEY } from "./order-page";

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let respond: (call: Call) => Response = () => json(404, {});
let stop: (() => void) | undefined;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const writes = () => calls.filter((call) => call.method !== "GET");

beforeEach(() => {
  calls = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const call = { method: init?.method ?? "GET", path: decodeURI(url.pathname), body };
    calls.push(call);
    return respond(call);
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

describe("queue screens", () => {
  it("lists the queue, remembers the US/CA choice of the shipping list, and opens a row", async () => {
    respond = (call) => (call.path.startsWith("/api/orders/queue/") ? json(200, queuePage()) : json(404, {}));
    const app = open("/shipping", ["shipping"]);
    expect(await screen.findByRole("heading", { name: "Shipping queue" })).toBeTruthy();
    expect(calls.at(-1)?.path).toBe("/api/orders/queue/shipping/1/-/recent-us");
    const row = await screen.findByText("Elizabeth Jackson");
    expect(screen.getByText("2 days late")).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "CA" }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/orders/queue/shipping/1/-/recent-ca"));
    expect(localStorage.getItem("gbo.queue.shipping.country")).toBe("CA");
    fireEvent.click(screen.getByRole("radio", { name: "Full list" }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/orders/queue/shipping/1/-/all-ca"));

    fireEvent.click(row);
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}`));
  });

  it("searches after the worker stops typing", async () => {
    respond = () => json(200, queuePage({ queue: "grading", isTierQueue: true, rows: [] }));
    open("/grading", ["grade"]);
    fireEvent.change(await screen.findByLabelText("Search queue"), { target: { value: "spider man" } });
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/orders/queue/grading/1/spider man/recent"));
    expect(calls.filter((call) => call.path.includes("/spider")).length).toBe(1);
    expect(await screen.findByText('Nothing in this queue matches "spider man".')).toBeTruthy();
  });
});

describe("tier screen", () => {
  it("checks scans at once, sends good ones with the version read, and marks the comic scanned", async () => {
    let detail = tierDetail();
    respond = (call) => {
      if (call.method === "GET" && call.path === `/api/orders/${ORDER_ID}/tiers/SO`) return json(200, detail);
      if (call.path === `/api/orders/${ORDER_ID}/scan/comic`) {
        detail = tierDetail({
          order: order({ version: 5 }),
          comics: detail.comics.map((c) => (c.id === "001" ? { ...c, scanned: true } : c)),
        });
        return json(200, {
          message: "Comic scanned.",
          orderId: ORDER_ID,
          version: 5,
          orderStatus: "InProcess",
          tierId: "SO",
          tierStatus: "Pressing",
          isWarning: false,
        });
      }
      return json(404, {});
    };
    open(`/orders/${ORDER_ID}/SO`, ["pressing"]);
    const box = await screen.findByRole("textbox", { name: "Scan comic" }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.getByRole("button", { name: "Complete tier" }).hasAttribute("disabled")).toBe(true);

    fireEvent.change(box, { target: { value: "ab" } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    expect((await screen.findAllByText("Not a valid Scan")).length).toBeGreaterThan(0);
    fireEvent.change(box, { target: { value: "26-0B99999-001" } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    expect(
      (await screen.findAllByText("Invalid comic book/comic magazine/manga book")).length,
    ).toBeGreaterThan(0);
    expect(writes()).toEqual([]);

    fireEvent.change(box, { target: { value: `${ORDER_ID}-001` } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ code: `${ORDER_ID}-001`, tierId: "SO", version: 4 });
    await waitFor(() =>
      expect(document.querySelector('[data-comic-row="001"][data-scanned]')).not.toBeNull(),
    );
  });

  it("shows a worker without the station's claim the tier, but no scan box or actions", async () => {
    respond = () => json(200, tierDetail());
    open(`/orders/${ORDER_ID}/SO`, ["labels"]);
    expect(await screen.findByText(/working on it needs the Pressing/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Scan comic" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Complete tier" })).toBeNull();
  });
});

describe("order summary", () => {
  it("remembers the chosen view, and a failed load goes to /orders/invalid", async () => {
    respond = (call) => (call.path === `/api/orders/${ORDER_ID}` ? json(200, orderSummary()) : json(404, {}));
    const app = open(`/orders/${ORDER_ID}`, ["pressing"]);
    expect(await screen.findByRole("table", { name: "Tiers" }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /List/ }));
    expect(await screen.findByRole("table", { name: "Comics" })).toBeTruthy();
    expect(localStorage.getItem(ORDER_VIEW_KEY)).toBe("list");

    await app.router.navigate({ href: "/orders/26-0B99999" });
    await waitFor(() => expect(app.location().pathname).toBe("/orders/invalid"));
  });

  it("sends a shipping worker's Shipping order to the shipping screen, which refuses nothing scanned", async () => {
    respond = () => json(200, orderSummary({ order: order({ status: "Shipping" }) }));
    open(`/orders/${ORDER_ID}`, ["shipping"]);
    expect(await screen.findByRole("heading", { name: "Ship order" }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Complete shipping" }));
    expect(
      await screen.findByText("Could not ship this order, scan atleast one comic/magazine/manga"),
    ).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("a write refused as stale says someone else changed the order and reads it again", async () => {
    respond = (call) =>
      call.method === "GET" ? json(200, orderSummary()) : json(409, { message: "The order was changed." });
    open(`/orders/${ORDER_ID}`, ["pressing"]);
    fireEvent.click(await screen.findByRole("button", { name: "Comment" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Comment/), { target: { value: "Checked" } });
    const reads = calls.length;
    fireEvent.click(within(dialog).getByRole("button", { name: "Save comment" }));
    expect(await screen.findByText(/changed by someone else — it has been reloaded/)).toBeTruthy();
    expect(writes()[0]?.body).toMatchObject({ orderId: ORDER_ID, description: "Checked", version: 4 });
    await waitFor(() => expect(calls.slice(reads).some((call) => call.method === "GET")).toBe(true));
  });
});
