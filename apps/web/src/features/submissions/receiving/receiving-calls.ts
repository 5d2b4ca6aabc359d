// The receiving calls (workflow §4, §7): the check of a Submitted order, save / complete, discard, and
// the packing slip PDF. The check sits under ["orders", id] so live order events and writes refresh it.
import type { TReceiving, TReceivingBody, TReceivingResult } from "@gbo/contracts/submissions";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api } from "../../../api";
import { fetchWithToken } from "../../../api/download-csv";
import { orderKeys } from "../../orders";

const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;

export const receivingKey = (orderId: string) => [...orderKeys.order(orderId), "receiving"] as const;

/** GET /api/orders/{id}/receiving. Quiet: the page shows a missing order itself. */
export const receivingQuery = (orderId: string) =>
  queryOptions({
    queryKey: receivingKey(orderId),
    queryFn: ({ signal }) =>
      api.get<TReceiving>(`${orderPath(orderId)}/receiving`, { signal, isQuiet: true }),
    retry: false,
  });

/** POST /api/orders/{id}/receiving: save, or with `complete` move the order to Invoicing. Quiet: the
 * form reports failures (a 409 reloads the order). */
export function saveReceiving(orderId: string, body: TReceivingBody): Promise<TReceivingResult> {
  return api.post<TReceivingResult>(`${orderPath(orderId)}/receiving`, body, { isQuiet: true });
}

/** POST /api/orders/{id}/discard: cancelled as never received. */
export function discardOrder(orderId: string, version: number): Promise<TReceivingResult> {
  return api.post<TReceivingResult>(`${orderPath(orderId)}/discard`, { version }, { isQuiet: true });
}

/** The packing slip PDF (bytes, so with the token by hand like the CSV exports). */
export async function fetchPackingSlip(orderId: string): Promise<Blob> {
  const response = await fetchWithToken(`${orderPath(orderId)}/packing-slip.pdf`);
  if (!response.ok) throw new ApiError(response.status, null);
  return response.blob();
}
