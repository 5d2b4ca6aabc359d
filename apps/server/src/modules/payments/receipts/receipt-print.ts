// The receipt print job (submissions-pricing §7 "Print receipt: to a local printer service: name,
// {email}, orderId, tiers, timestamp, level, count"). The server only builds it: the browser posts it
// to the printer service on the worker's own machine, which the server cannot reach.
import type { TReceiptPrint } from "@gbo/contracts/payments";
import type { Receipt } from "./receipt-data";

export function receiptPrintJob(receipt: Receipt, now: Date): TReceiptPrint {
  return {
    name: receipt.customer.name,
    email: receipt.customer.email,
    orderId: receipt.orderId,
    tiers: receipt.tiers,
    timestamp: now.toISOString(),
    level: receipt.level,
    count: receipt.count,
  };
}
