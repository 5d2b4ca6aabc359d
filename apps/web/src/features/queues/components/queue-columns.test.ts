import type { TQueueRow } from "@gbo/contracts/orders";
import { describe, expect, it } from "vitest";
import { rowPath } from "./queue-columns";

const orderRow = (orderStatus: TQueueRow["orderStatus"], tierId: string | null = null) =>
  ({ orderId: "26-AAAAAAA", tierId, orderStatus }) as TQueueRow;

describe("where a queue row leads (the order screen's redirect, taken at once)", () => {
  it("an order in Invoicing opens its invoice for an invoicer", () => {
    expect(rowPath(orderRow("Invoicing"), ["invoicing"])).toBe("/invoicing/26-AAAAAAA");
  });

  it("a box waiting opens receiving, an order adding comics its comics screen", () => {
    expect(rowPath(orderRow("Submitted"), ["receiving"])).toBe("/submissions/26-AAAAAAA");
    expect(rowPath(orderRow("AddComic"), ["addcomic"])).toBe("/comics/26-AAAAAAA");
  });

  it("stays on the order address when the screen is the summary, a shipping screen, or not the worker's", () => {
    expect(rowPath(orderRow("Billing"), ["billing"])).toBe("/orders/26-AAAAAAA");
    expect(rowPath(orderRow("Shipping"), ["shipping"])).toBe("/orders/26-AAAAAAA");
    expect(rowPath(orderRow("Invoicing"), ["billing"])).toBe("/orders/26-AAAAAAA");
  });

  it("a tier row opens its tier", () => {
    expect(rowPath(orderRow("InProcess", "SO"), ["grade"])).toBe("/orders/26-AAAAAAA/SO");
  });
});
