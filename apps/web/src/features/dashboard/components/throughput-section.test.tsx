import { THROUGHPUT_RANGE_BACKWARDS } from "@gbo/domain/dashboard";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app-providers";
import { ThroughputSection } from "./throughput-section";

let asked: string[] = [];

function renderSection(answer: () => Response) {
  asked = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input) => {
    asked.push(String(input));
    return answer();
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <ThroughputSection />
    </AppProviders>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => vi.restoreAllMocks());

describe("the throughput range", () => {
  it("shows the server's message when it refuses the range", async () => {
    renderSection(() => json(400, { message: "Choose days as YYYY-MM-DD." }));
    expect((await screen.findByRole("alert")).textContent).toContain("Choose days as YYYY-MM-DD.");
    expect(asked[0]).toMatch(/^\/api\/dashboard\/throughput\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  });

  it("refuses a range that ends before it starts at once, without asking the server", async () => {
    renderSection(() => json(200, { from: "", to: "", days: 0, stations: [], tierCodes: [] }));
    await screen.findByText("No order shipped in this range.");
    const before = asked.length;
    fireEvent.change(screen.getByRole("textbox", { name: "From" }), { target: { value: "2099-01-01" } });
    expect((await screen.findByRole("alert")).textContent).toContain(THROUGHPUT_RANGE_BACKWARDS);
    expect(asked.length).toBe(before);
  });
});
