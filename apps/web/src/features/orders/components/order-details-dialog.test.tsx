// The order details dialog's accounts receivable fields (workflow §6: "Editing accounts receivable needs
// billing or admin and a nonzero balance"; issue 12 point 7): shown and sent only when both hold. The
// server refuses the rest (update-order-details.int.test.ts); this is the instant feedback.
import type { TOrderSummary } from "@gbo/contracts/orders";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app-providers";
import { ORDER_ID, order, orderSummary } from "../../../test/order-fixtures";
import { orderKeys } from "../api/order-keys";
import { OrderDetailsDialog } from "./order-details-dialog";

let posts: unknown[] = [];

beforeEach(() => {
  posts = [];
  vi.spyOn(window, "fetch").mockImplementation(async (_input, init) => {
    if (init?.method === "POST") posts.push(JSON.parse(String(init.body)));
    const result = { message: "Order updated.", orderId: ORDER_ID, version: 5, orderStatus: "Billing" };
    return new Response(JSON.stringify(result), { headers: { "Content-Type": "application/json" } });
  });
});
afterEach(() => vi.restoreAllMocks());

function show(claims: string[], balance: number) {
  const summary: TOrderSummary = orderSummary({
    order: order({ status: "Billing", balance }),
    balance,
    customer: {
      ...orderSummary().customer,
      addresses: [
        {
          id: 1,
          userId: 7,
          line1: "1 Main St",
          line2: null,
          city: "Springfield",
          stateProvince: "IL",
          zipPostal: "62701",
          country: "US",
        },
      ],
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(orderKeys.summary(ORDER_ID), summary);
  render(
    <AppProviders queryClient={queryClient}>
      <OrderDetailsDialog summary={summary} claims={claims} isOpen onClose={() => {}} />
    </AppProviders>,
  );
}

const arBox = () => screen.queryByRole("checkbox", { name: "Accounts receivable (AR)" });

describe("order details: accounts receivable", () => {
  it.each([
    ["billing", 12.5],
    ["admin", -5],
  ])("%s on a balance of %d edits AR and sends it", async (claim, balance) => {
    show([claim], balance);
    const box = await waitFor(() => arBox() as HTMLElement);
    fireEvent.click(box);
    fireEvent.change(screen.getByRole("textbox", { name: "AR description" }), {
      target: { value: "Net 30" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ isAR: true, arDescription: "Net 30", version: 4 });
  });

  it.each([
    ["billing on a paid order", ["billing"], 0],
    ["admin on a paid order", ["admin"], 0],
    ["shipping on an order that owes", ["shipping"], 12.5],
  ])("%s: no AR fields, and the save leaves AR out", async (_, claims, balance) => {
    show(claims, balance);
    fireEvent.click(await screen.findByRole("button", { name: "Save details" }));
    expect(arBox()).toBeNull();
    expect(screen.queryByRole("textbox", { name: "AR description" })).toBeNull();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).not.toHaveProperty("isAR");
    expect(posts[0]).not.toHaveProperty("arDescription");
  });
});
