// Stored payment methods (administration §7). Quiet: the panel shows the spec's headers with the
// server's messages ('Error updating payment method', 'Error deleting payment method').
import type { TAddPayMethodBody, TPaymentMethod } from "@gbo/contracts/payments";
import { client, dataOf, quiet } from "../../../api";

/** POST /api/users/{id}/paymethod with the gateway's token (the server reads brand and last four by it). */
export async function addPayMethod(userId: number, body: TAddPayMethodBody): Promise<TPaymentMethod> {
  return dataOf(
    await client.POST("/api/users/{id}/paymethod", { params: { path: { id: userId } }, body, fetch: quiet }),
  );
}

export async function deletePayMethod(userId: number, payMethodId: number) {
  return dataOf(
    await client.DELETE("/api/users/{id}/paymethod/{payMethodId}", {
      params: { path: { id: userId, payMethodId } },
      fetch: quiet,
    }),
  );
}
