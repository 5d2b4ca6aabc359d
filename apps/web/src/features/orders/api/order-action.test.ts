import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ORDER_ID, order, orderSummary, tierDetail } from "../../../test/order-fixtures";
import { actionToastText, applyActionResult, cachedOrderVersion, versionToSend } from "./order-action";
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

describe("the version a write sends", () => {
  it("waits for a reload of the order under way and sends the version it brings", async () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.summary(ORDER_ID), orderSummary({ order: order({ version: 1 }) }));
    let answer: (value: unknown) => void = () => {};
    const reload = client.fetchQuery({
      queryKey: orderKeys.summary(ORDER_ID),
      queryFn: () => new Promise((resolve) => (answer = resolve)),
    });
    const sent = versionToSend(client, ORDER_ID);
    answer(orderSummary({ order: order({ version: 2 }) }));
    await reload;
    expect(await sent).toBe(2);
  });

  it("reads the cache at once when nothing is loading", async () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.summary(ORDER_ID), orderSummary({ order: order({ version: 3 }) }));
    expect(await versionToSend(client, ORDER_ID)).toBe(3);
  });
});

describe("success toasts name the order or tier", () => {
  it("puts the order and tier before the spec's text, which stays whole", () => {
    const tierResult = { ...result(2), orderId: "26-WALK004", message: "Tier added to Labels queue" };
    expect(actionToastText(tierResult)).toBe("26-WALK004 SO: Tier added to Labels queue");
    expect(actionToastText({ ...tierResult, tierId: null, message: "Due date updated." })).toBe(
      "26-WALK004: Due date updated.",
    );
  });
  it("does not repeat an order the message already names", () => {
    const named = { ...result(2), orderId: "26-WALK004", message: "Order 26-WALK004 escalated." };
    expect(actionToastText(named)).toBe("Order 26-WALK004 escalated.");
  });
});
