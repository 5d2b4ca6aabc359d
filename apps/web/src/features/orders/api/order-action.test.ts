import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ORDER_ID, order, orderSummary, tierDetail } from "../test-fixtures";
import { applyActionResult, cachedOrderVersion } from "./order-action";
import { orderKeys } from "./order-keys";

const result = (version: number) => ({
  message: "Comic scanned.",
  orderId: ORDER_ID,
  version,
  orderStatus: "InProcess" as const,
  tierId: "SO",
  tierStatus: "Pressing" as const,
  isWarning: false,
});

describe("order version bookkeeping", () => {
  it("sends the newest version any open view of the order has read", () => {
    const client = new QueryClient();
    expect(cachedOrderVersion(client, ORDER_ID)).toBeUndefined();
    client.setQueryData(orderKeys.summary(ORDER_ID), orderSummary({ order: order({ version: 4 }) }));
    client.setQueryData(orderKeys.tier(ORDER_ID, "SO"), tierDetail({ order: order({ version: 6 }) }));
    client.setQueryData(orderKeys.summary("26-0B99999"), orderSummary({ order: order({ version: 40 }) }));
    expect(cachedOrderVersion(client, ORDER_ID)).toBe(6);
  });

  it("a write's answer moves every cached view to the new version at once (the next scan is not stale)", () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.summary(ORDER_ID), orderSummary({ order: order({ version: 4 }) }));
    client.setQueryData(orderKeys.tier(ORDER_ID, "SO"), tierDetail({ order: order({ version: 4 }) }));
    applyActionResult(client, result(5));
    expect(cachedOrderVersion(client, ORDER_ID)).toBe(5);
    expect(
      client.getQueryData<{ order: { version: number } }>(orderKeys.summary(ORDER_ID))?.order.version,
    ).toBe(5);
    // An older answer arriving late never rolls the version back.
    applyActionResult(client, result(3));
    expect(cachedOrderVersion(client, ORDER_ID)).toBe(5);
  });
});
