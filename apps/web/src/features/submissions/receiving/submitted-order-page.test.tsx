// The receiving check screen (issue 14 point 4): declared against counted per tier with the difference
// flagged, the body Save sends (only counted tiers, the version read), and the read-only view of an
// order past receiving.

import type { TReceiving } from "@gbo/contracts/submissions";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../../auth/session";
import { renderApp, worker } from "../../../test/render-app";
import { countDifference, mismatchSummary } from "./receiving-form";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
  vi.restoreAllMocks();
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const CHECK: TReceiving = {
  orderId: "26-ABC1234",
  status: "Submitted",
  version: 4,
  customer: { id: 7, name: "Ann Bell", email: "ann@example.test" },
  tiers: [
    { id: "NW", label: "Modern", count: 3, insured: 17_000 },
    { id: "SO", label: "Slab Only", count: 1, insured: 20_000 },
  ],
  counts: { NW: 2 },
  note: null,
  updatedAt: null,
};

function serve(check: TReceiving) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const method = init?.method ?? "GET";
    const path = new URL(String(input), "http://localhost").pathname;
    if (method === "GET" && path === "/api/orders/26-ABC1234/receiving") return json(200, check);
    if (method === "POST" && path === "/api/orders/26-ABC1234/receiving") {
      return json(200, {
        message: "Receiving saved.",
        orderId: "26-ABC1234",
        status: "Submitted",
        version: 5,
      });
    }
    return json(404, { message: "Not found." });
  });
}

describe("differences", () => {
  it("are counted minus declared, none while not counted, and named for the confirm", () => {
    expect(countDifference(3, "")).toBeNull();
    expect(countDifference(3, 2)).toBe(-1);
    expect(countDifference(3, 3)).toBe(0);
    expect(mismatchSummary(CHECK, { NW: 2, SO: 1 })).toEqual(["NW: counted 2 of 3 declared"]);
  });
});

describe("the receiving check", () => {
  it("shows declared and counted per tier, flags the difference and saves the counted tiers", async () => {
    const mock = serve(CHECK);
    stop = renderApp("/submissions/26-ABC1234", worker(["receiving"])).stopWatching;
    expect(await screen.findByRole("heading", { name: /Submission 26-ABC1234/ })).toBeTruthy();
    const nw = await screen.findByLabelText("Counted NW");
    expect((nw as HTMLInputElement).value).toBe("2");
    const rows = screen.getAllByRole("row");
    const nwRow = rows.find((r) => r.getAttribute("data-tier") === "NW") as HTMLElement;
    expect(within(nwRow).getByText("1 missing")).toBeTruthy();
    const soRow = rows.find((r) => r.getAttribute("data-tier") === "SO") as HTMLElement;
    expect(within(soRow).getByText("Not counted")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Counted SO"), { target: { value: "1" } });
    await waitFor(() => expect(within(soRow).getByText("Matches")).toBeTruthy());
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "Dented box" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => {
      const post = mock.mock.calls.find(([, init]) => init?.method === "POST");
      expect(post).toBeDefined();
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        version: 4,
        counts: { NW: 2, SO: 1 },
        note: "Dented box",
      });
    });
  });

  it("an order past receiving is read-only, with the way to the order", async () => {
    serve({ ...CHECK, status: "Invoicing", counts: { NW: 3, SO: 1 }, note: "All there" });
    stop = renderApp("/submissions/26-ABC1234", worker(["receiving"])).stopWatching;
    expect(await screen.findByText(/Receiving is done/)).toBeTruthy();
    expect(screen.queryByLabelText("Counted NW")).toBeNull();
    expect(screen.queryByRole("button", { name: "Complete receiving" })).toBeNull();
    expect(screen.getByRole("link", { name: "Open order 26-ABC1234" }).getAttribute("href")).toBe(
      "/orders/26-ABC1234",
    );
    expect(screen.getByText("Note: All there")).toBeTruthy();
  });
});
