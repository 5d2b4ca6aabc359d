// Stored payment methods (administration §7). Quiet: the panel shows the spec's headers with the
// server's messages ('Error updating payment method', 'Error deleting payment method').
import type { TAddPayMethodBody, TPaymentMethod } from "@gbo/contracts/payments";
import { api } from "../../../api";
import { payMethodPath } from "./get-pay-methods";

const quiet = { isQuiet: true } as const;

/** POST /api/users/{id}/paymethod with the gateway's token (the server reads brand and last four by it). */
export function addPayMethod(userId: number, body: TAddPayMethodBody) {
  return api.post<TPaymentMethod>(payMethodPath(userId), body, quiet);
}

export function deletePayMethod(userId: number, payMethodId: number) {
  return api.del<unknown>(`${payMethodPath(userId)}/${payMethodId}`, quiet);
}
