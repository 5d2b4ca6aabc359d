// Order-level writes of workflow §7. Quiet calls: useOrderAction shows the outcome (and handles 409).
import type {
  TAddTransactionBody,
  TOrderActionResult,
  TOrderCommentBody,
  TOrderDetailsBody,
  TTrackingBody,
} from "@gbo/contracts/orders";
import { client, dataOf, quiet } from "../../../api";

/** The options of a quiet write on /api/orders/{id}/…. */
const onOrder = (orderId: string) => ({ params: { path: { id: orderId } }, fetch: quiet });

export async function addComment(body: TOrderCommentBody): Promise<TOrderActionResult> {
  return dataOf(await client.POST("/api/orders/comment", { body, fetch: quiet }));
}

export async function updateOrderDetails(
  orderId: string,
  body: TOrderDetailsBody,
): Promise<TOrderActionResult> {
  return dataOf(await client.POST("/api/orders/{id}/details", { ...onOrder(orderId), body }));
}

export async function setTrackingNumber(orderId: string, body: TTrackingBody): Promise<TOrderActionResult> {
  return dataOf(await client.PUT("/api/orders/{id}/tracking", { ...onOrder(orderId), body }));
}

export async function addTransaction(body: TAddTransactionBody): Promise<TOrderActionResult> {
  return dataOf(await client.POST("/api/orders/transaction", { body, fetch: quiet }));
}

export async function escalateOrder(orderId: string, version: number): Promise<TOrderActionResult> {
  return dataOf(await client.PUT("/api/orders/{id}/escalate/", { ...onOrder(orderId), body: { version } }));
}

export async function moveToInvoicing(orderId: string, version: number): Promise<TOrderActionResult> {
  return dataOf(
    await client.PUT("/api/orders/{id}/movetoinvoicing/", { ...onOrder(orderId), body: { version } }),
  );
}

export async function changeFastPass(
  orderId: string,
  tierId: string,
  value: number,
  version: number,
): Promise<TOrderActionResult> {
  return dataOf(
    await client.PUT("/api/orders/{id}/fastpass/{value}", {
      params: { path: { id: orderId, value } },
      body: { tierId, version },
      fetch: quiet,
    }),
  );
}

export async function changePress(
  orderId: string,
  tierId: string,
  press: number,
  version: number,
): Promise<TOrderActionResult> {
  return dataOf(
    await client.PUT("/api/orders/press/{tier}", {
      params: { path: { tier: tierId } },
      body: { orderId, press, version },
      fetch: quiet,
    }),
  );
}

export async function updateTierDueDate(body: {
  orderId: string;
  tierId: string;
  dueDate: string;
  version: number;
}): Promise<TOrderActionResult> {
  return dataOf(await client.PUT("/api/orders/updateDueDate/tier", { body, fetch: quiet }));
}

/** POST /api/orders/{id}/scan/comic: into a tier, or (no tierId) into the order at shipping or pickup. */
export async function scanComic(
  orderId: string,
  body: { code: string; tierId: string | null; version: number },
): Promise<TOrderActionResult> {
  return dataOf(await client.POST("/api/orders/{id}/scan/comic", { ...onOrder(orderId), body }));
}
