// The receiving calls (workflow §4, §7): the check of a Submitted order, save / complete, discard, and
// the packing slip PDF. The check sits under ["orders", id] so live order events and writes refresh it.
import type { TReceiving, TReceivingBody, TReceivingResult } from "@gbo/contracts/submissions";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, type ApiPaths, client, dataOf, quiet } from "../../../api";
import { fetchWithToken } from "../../../api/download-csv";
import { serverPath } from "../../../api/paths";
import { orderKeys } from "../../orders";

export const receivingKey = (orderId: string) => [...orderKeys.order(orderId), "receiving"] as const;

/** GET /api/orders/{id}/receiving. Quiet: the page shows a missing order itself. */
export const receivingQuery = (orderId: string) =>
  queryOptions({
    queryKey: receivingKey(orderId),
    queryFn: async ({ signal }): Promise<TReceiving> =>
      dataOf(
        await client.GET("/api/orders/{id}/receiving", {
          params: { path: { id: orderId } },
          signal,
          fetch: quiet,
        }),
      ),
    retry: false,
  });

/** POST /api/orders/{id}/receiving: save, or with `complete` move the order to Invoicing. Quiet: the
 * form reports failures (a 409 reloads the order). */
export async function saveReceiving(orderId: string, body: TReceivingBody): Promise<TReceivingResult> {
  const params = { path: { id: orderId } };
  return dataOf(await client.POST("/api/orders/{id}/receiving", { params, body, fetch: quiet }));
}

/** POST /api/orders/{id}/discard: cancelled as never received. */
export async function discardOrder(orderId: string, version: number): Promise<TReceivingResult> {
  const params = { path: { id: orderId } };
  return dataOf(await client.POST("/api/orders/{id}/discard", { params, body: { version }, fetch: quiet }));
}

const PACKING_SLIP = "/api/orders/{id}/packing-slip.pdf" satisfies keyof ApiPaths;

/** The packing slip PDF (bytes, so with the token by hand like the CSV exports). */
export async function fetchPackingSlip(orderId: string): Promise<Blob> {
  const response = await fetchWithToken(serverPath(PACKING_SLIP, { id: orderId }));
  if (!response.ok) throw new ApiError(response.status, null);
  return response.blob();
}
