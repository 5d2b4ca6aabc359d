// Grading is one pass (issue 29 §2): on a tier at PreGrade or Finalize a scanned comic opens its grade
// view and no scan is sent (saving the grade counts it); a wrong comic still gets the spec's message.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { ORDER_ID, tier, tierDetail } from "../../test/order-fixtures";
import { renderApp, worker } from "../../test/render-app";

type Call = { method: string; path: string };
let calls: Call[] = [];
let stop: (() => void) | undefined;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  calls = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const path = decodeURI(new URL(String(input), "http://localhost").pathname);
    calls.push({ method: init?.method ?? "GET", path });
    if (path === `/api/orders/${ORDER_ID}/tiers/SO`) {
      return json(200, tierDetail({ tier: tier({ status: "PreGrade", routedThrough: ["PreGrade"] }) }));
    }
    return json(404, { message: "Not found." });
  });
});

afterEach(() => {
  stop?.();
  identityStore.clear();
});

describe("scanning a comic on a grading tier", () => {
  it("opens the comic's grade view and sends no scan; a wrong comic is refused as before", async () => {
    const app = renderApp(`/orders/${ORDER_ID}/SO`, worker(["pregrade"]));
    stop = app.stopWatching;
    const box = await screen.findByRole("textbox", { name: "Scan comic" }, { timeout: 10_000 });
    fireEvent.change(box, { target: { value: "26-0B99999-001" } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    expect(
      (await screen.findAllByText("Invalid comic book/comic magazine/manga book")).length,
    ).toBeGreaterThan(0);

    fireEvent.change(box, { target: { value: `${ORDER_ID}-002` } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/002/grade`));
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });
});
