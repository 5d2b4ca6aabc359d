import type { TOrderSummary } from "@gbo/contracts/orders";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { orderSummary } from "../../test/order-fixtures";
import { orderKeys } from "../orders";
import { useScreenStation } from "./use-screen-station";

function Page({ load }: { load: () => Promise<TOrderSummary> }) {
  const order = useQuery({ queryKey: orderKeys.summary("26-BILL001"), queryFn: load });
  return <p>{order.isError ? `error: ${order.error.message}` : (order.data?.order.status ?? "loading")}</p>;
}

function Menu() {
  return <nav>station {useScreenStation("/orders/26-BILL001") ?? "none"}</nav>;
}

describe("useScreenStation", () => {
  it("follows the screen's order and never breaks its refetch (the menu mounts after the page)", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let status: TOrderSummary["order"]["status"] = "Billing";
    const base = orderSummary();
    const load = async () => ({ ...base, order: { ...base.order, status } });
    render(
      <QueryClientProvider client={client}>
        <Page load={load} />
        <Menu />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("station /billing")).toBeTruthy();
    status = "Shipping";
    await act(() => client.invalidateQueries({ queryKey: orderKeys.summary("26-BILL001") }));
    await waitFor(() => expect(screen.getByText("Shipping")).toBeTruthy());
    expect(screen.getByText("station /shipping")).toBeTruthy();
  });
});
