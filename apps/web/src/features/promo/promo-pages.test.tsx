import { addDays, toMonthDayYear, utcDay } from "@gbo/domain/dates";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { renderApp, worker } from "../../test/render-app";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const TYPES = [
  "DollarTotal",
  "PercentTotal",
  "DollarGradingService",
  "Tankobon5Pack",
  "XGetY",
  "Free_Shipping",
];
const slash = (offset: number) => toMonthDayYear(addDays(utcDay(new Date()), offset)).replaceAll("-", "/");

function serve(answers: Record<string, (init?: RequestInit, url?: URL) => Response>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const answer = answers[`${init?.method ?? "GET"} ${url.pathname}`];
    return answer ? answer(init, url) : json(404, { message: "Not found." });
  });
}

async function openNew() {
  stop = renderApp("/promocodes/new", worker(["manage"])).stopWatching;
  await screen.findByRole("heading", { name: "New promo code" });
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Summer" } });
  fireEvent.change(screen.getByLabelText(/^Value/), { target: { value: "10" } });
}

describe("promo code form", () => {
  it("builds the code from type, title and value, and refuses a past start date without calling", async () => {
    const fetchSpy = serve({ "GET /api/promocode/promotype": () => json(200, TYPES) });
    await openNew();
    await waitFor(() =>
      expect((screen.getByLabelText(/^Promo code/) as HTMLInputElement).value).toBe("DS10"),
    );
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: slash(-1) } });
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: slash(5) } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findAllByText("Start date should not be in past date!")).not.toHaveLength(0);
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("shows the server's 'aleady exist' message on the code field", async () => {
    serve({
      "GET /api/promocode/promotype": () => json(200, TYPES),
      "POST /api/promocode/": () =>
        json(400, {
          message: "Error saving changes",
          modelState: { "model.promoCode": ["DS10 promo code aleady exist!"] },
        }),
    });
    await openNew();
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: slash(0) } });
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: slash(5) } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    expect(document.querySelector('input[name="promoCode"]')?.getAttribute("aria-invalid")).toBe("true");
  });

  it("a failed load goes back to the list", async () => {
    serve({
      "GET /api/promocode/": () => json(200, { rows: [], page: 1, pageSize: 25, total: 0 }),
    });
    stop = renderApp("/promocodes/NOPE", worker(["manage"])).stopWatching;
    expect(await screen.findByRole("heading", { name: "Promo codes" })).toBeTruthy();
    expect(await screen.findByText("The promo code could not be loaded.")).toBeTruthy();
  });
});
