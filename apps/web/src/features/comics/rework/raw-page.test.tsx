// The raw-grade list: rows from GET /api/orders/raw, pages when there are more than one, and a row
// opens its comic.
import type { TRawPage } from "@gbo/contracts/comics";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app-providers";
import { RawGradesPage } from "./raw-page";
import { RAW_PAGE_SIZE } from "./rework-api";

const row = (n: number) => ({
  orderId: "26-0A12345",
  comicId: String(n).padStart(3, "0"),
  uniqueId: `26-0A12345-${String(n).padStart(3, "0")}`,
  tierId: "NW",
  tierStatus: "PreGrade" as const,
  title: "Amazing Spider-Man",
  issue: String(n),
  category: "Raw Grade",
  orderDate: "2026-11-20T10:00:00.000Z",
});

let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    requested.push(`${url.pathname}${url.search}`);
    const page = Number(url.searchParams.get("page"));
    const body: TRawPage = {
      rows: page === 1 ? [row(1), row(2)] : [row(60)],
      page,
      pageSize: RAW_PAGE_SIZE,
      total: RAW_PAGE_SIZE + 1,
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
});
afterEach(() => vi.restoreAllMocks());

function open() {
  const rootRoute = createRootRoute();
  const raw = createRoute({
    getParentRoute: () => rootRoute,
    path: "/grading/raw",
    component: RawGradesPage,
  });
  const comic = createRoute({
    getParentRoute: () => rootRoute,
    path: "/orders/$id/$sub",
    component: () => <p>comic screen</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([raw, comic]),
    history: createMemoryHistory({ initialEntries: ["/grading/raw"] }),
  });
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe("RawGradesPage", () => {
  it("lists the raw-grade comics, pages on, and opens a comic", async () => {
    const router = open();
    const table = await screen.findByRole("table", { name: "Raw-grade comics" });
    expect(within(table).getByText("26-0A12345-001")).toBeTruthy();
    expect(within(table).getByText("Amazing Spider-Man #2")).toBeTruthy();
    expect(screen.getByText(`${RAW_PAGE_SIZE + 1} raw-grade comics on orders in process`)).toBeTruthy();
    expect(requested).toContain(`/api/orders/raw?page=1&pageSize=${RAW_PAGE_SIZE}`);

    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(screen.getByText("26-0A12345-060")).toBeTruthy());

    fireEvent.click(screen.getByText("26-0A12345-060"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/26-0A12345/060"));
  });
});
