// The customer activity views on a small router of their own (the customer detail route belongs to the
// profile screens): what they ask the server, what a worker sees, and where a row leads.
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app-providers";
import { identityStore } from "../../../auth/session";
import { worker } from "../../../test/render-app";
import { CustomerComicsView, CustomerHistoryView, CustomerOrdersView, CustomerRewardsView } from "./index";

afterEach(() => {
  identityStore.clear();
  vi.restoreAllMocks();
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Answers by "METHOD path" (the path with its encoded search segment), 404 otherwise. */
function serve(answers: Record<string, () => Response>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = answers[`${init?.method ?? "GET"} ${path}`];
    return answer ? answer() : json(404, { message: "Not found." });
  });
}

function OrderPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <p>Order page {id}</p>;
}
function ComicPage() {
  const { orderId, comicRef } = useParams({ strict: false }) as { orderId: string; comicRef: string };
  return <p>{`Comic page ${orderId}/${comicRef}`}</p>;
}

function renderView(view: ReactNode) {
  identityStore.set(worker(["user"]));
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: "/", component: () => view }),
      createRoute({ getParentRoute: () => root, path: "/orders/$id", component: OrderPage }),
      createRoute({ getParentRoute: () => root, path: "/order/$orderId/$comicRef", component: ComicPage }),
    ]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const ORDER = {
  id: "26-PAYM001",
  date: "2026-03-02T15:00:00.000Z",
  status: "InProcess",
  count: 3,
  grandTotal: 125,
  balance: 0,
  rewards: 0,
  countryCode: "US",
  trackingNumber: null,
};
const page = (rows: unknown[], total = rows.length, pageSize = 300) => ({ rows, page: 1, pageSize, total });

describe("customer orders", () => {
  it("shows the orders newest first (300 a page) and a click opens the order", async () => {
    const mock = serve({ "GET /api/orders/user/7/1/300/newest/all": () => json(200, page([ORDER])) });
    const router = renderView(<CustomerOrdersView customerId={7} />);
    expect(await screen.findByText("$125.00")).toBeTruthy();
    expect(screen.getByText("In process")).toBeTruthy();
    expect(screen.getByText("1 order")).toBeTruthy();
    expect(mock).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("link", { name: "26-PAYM001" }));
    expect(await screen.findByText("Order page 26-PAYM001")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/orders/26-PAYM001");
  });

  it("pages 300 at a time; a search by order id or a state filter starts again at page 1", async () => {
    const older = { ...ORDER, id: "25-OLD0001" };
    const mock = serve({
      "GET /api/orders/user/7/1/300/newest/all": () => json(200, page([ORDER], 301)),
      "GET /api/orders/user/7/2/300/newest/all": () => json(200, { ...page([older], 301), page: 2 }),
      "GET /api/orders/user/7/1/300/newest/all/26-PAY": () => json(200, page([ORDER])),
      "GET /api/orders/user/7/1/300/newest/open/26-PAY": () => json(200, page([])),
    });
    renderView(<CustomerOrdersView customerId={7} />);
    expect(await screen.findByText("301 orders")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByRole("link", { name: "25-OLD0001" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search orders"), { target: { value: "26-PAY" } });
    expect(await screen.findByText("1 order")).toBeTruthy();
    fireEvent.click(screen.getByText("Open"));
    expect(await screen.findByText("No orders.")).toBeTruthy();
    const asked = mock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);
    expect(asked).toContain("/api/orders/user/7/1/300/newest/open/26-PAY");
  });

  it("says so when the orders cannot be loaded", async () => {
    serve({ "GET /api/orders/user/7/1/300/newest/all": () => json(500, { message: "Boom" }) });
    renderView(<CustomerOrdersView customerId={7} />);
    expect(await screen.findByText("The orders could not be loaded.")).toBeTruthy();
  });
});

describe("customer comics", () => {
  it("lists comics 50 a page with a search by title or number; a row opens the comic", async () => {
    const comic = {
      orderId: "26-PAYM001",
      id: "001",
      uniqueId: "26-PAYM001-001",
      title: "Amazing Fantasy",
      issue: "15",
      year: "1962",
      publisher: "Marvel",
      tierId: "SO",
      status: "Grading",
      grade: 9.4,
      orderDate: ORDER.date,
    };
    const mock = serve({
      "GET /api/comics/user/7/1": () => json(200, page([comic], 1, 50)),
      "GET /api/comics/user/7/1/amazing": () => json(200, page([comic], 1, 50)),
    });
    renderView(<CustomerComicsView customerId={7} />);
    expect(await screen.findByText("Amazing Fantasy #15")).toBeTruthy();
    expect(screen.getByText("9.4")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search comics"), { target: { value: "amazing" } });
    await waitFor(() =>
      expect(mock.mock.calls.some(([input]) => String(input).endsWith("/api/comics/user/7/1/amazing"))).toBe(
        true,
      ),
    );
    fireEvent.click(screen.getByRole("link", { name: "26-PAYM001-001" }));
    expect(await screen.findByText("Comic page 26-PAYM001/001")).toBeTruthy();
  });
});

describe("customer history", () => {
  it("shows who, when, field and old → new, and after a confirmed reset the new entry", async () => {
    let isReset = false;
    const membership = {
      id: 1,
      at: "2026-03-01T10:00:00.000Z",
      author: "Uma User",
      field: "membership",
      oldValue: "Basic",
      newValue: "Dealer",
    };
    const reset = { ...membership, id: 2, field: "password", oldValue: null, newValue: "reset requested" };
    const mock = serve({
      "GET /api/users/7/audit/1": () =>
        json(200, page(isReset ? [reset, membership] : [membership], undefined, 50)),
      "POST /api/users/7/resetPassword": () => {
        isReset = true;
        return json(200, { message: "A password reset e-mail was sent to pat@example.test." });
      },
    });
    renderView(<CustomerHistoryView customerId={7} />);
    expect(await screen.findByText("Membership")).toBeTruthy();
    expect(screen.getByText("Uma User")).toBeTruthy();
    expect(screen.getByText("Basic")).toBeTruthy();
    expect(screen.getByText("Dealer")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Reset password" }));
    fireEvent.click(await screen.findByRole("button", { name: "No, cancel" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "No, cancel" })).toBeNull());
    expect(mock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Reset password" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText("A password reset e-mail was sent to pat@example.test.")).toBeTruthy();
    expect(await screen.findByText("reset requested")).toBeTruthy();
    expect(screen.getByText("Password")).toBeTruthy();
  });
});

describe("customer rewards", () => {
  it("shows available, original, applied, the orders that spent rewards and the recorded grants", async () => {
    serve({
      "GET /api/orders/userreward/7": () =>
        json(200, {
          customerId: 7,
          countryCode: "CA",
          available: 25,
          original: 10,
          applied: 7.5,
          spent: [{ orderId: "26-PAYM001", date: ORDER.date, status: "Completed", amount: 7.5 }],
          changes: [
            {
              id: 5,
              at: ORDER.date,
              author: "Uma User",
              field: "rewardsAvailable",
              oldValue: "0.00",
              newValue: "25.00",
            },
          ],
        }),
    });
    renderView(<CustomerRewardsView customerId={7} />);
    expect(await screen.findByText("CA$25.00")).toBeTruthy();
    expect(screen.getByText("CA$10.00")).toBeTruthy();
    expect(screen.getAllByText("CA$7.50")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "26-PAYM001" }).getAttribute("href")).toBe("/orders/26-PAYM001");
    expect(screen.getByRole("table", { name: "Rewards changes" }).textContent).toContain("Rewards available");
    expect(screen.getByText("25.00")).toBeTruthy();
  });
});
