// Order-level writes of workflow §7. Quiet calls: useOrderAction shows the outcome (and handles 409).
import type {
  TAddTransactionBody,
  TOrderActionResult,
  TOrderCommentBody,
  TOrderDetailsBody,
  TTrackingBody,
} from "@gbo/contracts/orders";
import { api } from "../../../api";

const quiet = { isQuiet: true } as const;
export const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;

export function addComment(body: TOrderCommentBody) {
  return api.post<TOrderActionResult>("/api/orders/comment", body, quiet);
}

export function updateOrderDetails(orderId: string, body: TOrderDetailsBody) {
  return api.post<TOrderActionResult>(`${orderPath(orderId)}/details`, body, quiet);
}

export function setTrackingNumber(orderId: string, body: TTrackingBody) {
  return api.put<TOrderActionResult>(`${orderPath(orderId)}/tracking`, body, quiet);
}

export function addTransaction(body: TAddTransactionBody) {
  return api.post<TOrderActionResult>("/api/orders/transaction", body, quiet);
}

export function escalateOrder(orderId: string, version: number) {
  return api.put<TOrderActionResult>(`${orderPath(orderId)}/escalate/`, { version }, quiet);
}

export function moveToInvoicing(orderId: string, version: number) {
  return api.put<TOrderActionResult>(`${orderPath(orderId)}/movetoinvoicing/`, { version }, quiet);
}

export function changeFastPass(orderId: string, tierId: string, value: number, version: number) {
  return api.put<TOrderActionResult>(`${orderPath(orderId)}/fastpass/${value}`, { tierId, version }, quiet);
}

export function changePress(orderId: string, tierId: string, press: number, version: number) {
  return api.put<TOrderActionResult>(
    `/api/orders/press/${encodeURIComponent(tierId)}`,
    { orderId, press, version },
    quiet,
  );
}

export function updateTierDueDate(body: {
  orderId: string;
  tierId: string;
  dueDate: string;
  version: number;
}) {
  return api.put<TOrderActionResult>("/api/orders/updateDueDate/tier", body, quiet);
}

/** POST /api/orders/{id}/scan/comic: into a tier, or (no tierId) into the order at shipping or pickup. */
export function scanComic(orderId: string, body: { code: string; tierId: string | null; version: number }) {
  return api.post<TOrderActionResult>(`${orderPath(orderId)}/scan/comic`, body, quiet);
}
