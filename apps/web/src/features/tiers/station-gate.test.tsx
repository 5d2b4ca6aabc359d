// The tier screen shows the station gate before Complete is pressed (issue 29): the list of what is
// left, the station's counter and each comic's step, and a Grade column where raw, rejected and
// ungraded read differently.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { comic, ORDER_ID, tier, tierDetail } from "../../test/order-fixtures";
import { renderApp, worker } from "../../test/render-app";

let stop: (() => void) | undefined;
const blocker = `${ORDER_ID}-004 has no grade`;
const detail = tierDetail({
  tier: tier({ status: "PreGrade", processed: 4, count: 4 }),
  comics: [
    comic("001", { scanned: true, grade: 9.8 }),
    comic("002", { scanned: true, partialGrade: true, category: "Raw Grade" }),
    comic("003", { scanned: true, reject: true }),
    comic("004", { scanned: true }),
  ],
  canComplete: false,
  gate: {
    message: `Cannot complete Pre-grade: ${blocker}.`,
    blockers: [blocker],
    counter: "Graded 3 of 4",
    comics: [
      { uniqueId: `${ORDER_ID}-001`, state: "Graded 9.8", isDone: true, lacks: [] },
      { uniqueId: `${ORDER_ID}-002`, state: "Raw", isDone: true, lacks: [] },
      { uniqueId: `${ORDER_ID}-003`, state: "Rejected", isDone: true, lacks: [] },
      { uniqueId: `${ORDER_ID}-004`, state: "Pending", isDone: false, lacks: ["has no grade"] },
    ],
  },
});

beforeEach(() => {
  vi.spyOn(window, "fetch").mockImplementation(async (input) => {
    const path = decodeURI(new URL(String(input), "http://localhost").pathname);
    const isTier = path === `/api/orders/${ORDER_ID}/tiers/SO`;
    return new Response(JSON.stringify(isTier ? detail : {}), {
      status: isTier ? 200 : 404,
      headers: { "Content-Type": "application/json" },
    });
  });
});

afterEach(() => {
  stop?.();
  identityStore.clear();
});

describe("tier screen station gate", () => {
  it("lists what is left before Complete, which is disabled and described by the list", async () => {
    const app = renderApp(`/orders/${ORDER_ID}/SO`, worker(["pregrade"]));
    stop = app.stopWatching;
    const alert = await screen.findByText("Not ready to complete", {}, { timeout: 20_000 });
    expect(alert.closest("[data-station-gate]")?.textContent).toContain(blocker);
    const complete = screen.getByRole("button", { name: "Complete tier" });
    expect(complete.hasAttribute("disabled")).toBe(true);
    expect(complete.getAttribute("aria-describedby")).toBe("station-gate-blockers");
    expect(screen.getByText("Graded 3 of 4")).toBeTruthy();

    const rows = screen.getByRole("table", { name: "Scanned comics" });
    expect(within(rows).getByRole("columnheader", { name: "Grading" })).toBeTruthy();
    const row = (seq: string) => rows.querySelector(`[data-comic-row="${seq}"]`) as HTMLElement;
    const gradeOf = (seq: string) => row(seq).querySelectorAll("td")[3]?.textContent;
    expect(gradeOf("001")).toBe("9.8");
    expect(gradeOf("002")).toBe("Raw");
    expect(gradeOf("003")).toBe("Reject");
    expect(gradeOf("004")).toBe("—");
    expect(within(row("004")).getByText("Pending").getAttribute("title")).toBe("has no grade");
  }, 30_000); // the first render of the app's routes is slow on a loaded machine
});
