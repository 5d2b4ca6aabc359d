// A money-moving call on one order (charge, refund, void). Like the orders feature's useOrderAction,
// with one difference a money path needs: when the answer is lost (no answer, or the server failed
// mid-way) the outcome is unknown, so the exact request — the same idempotency key AND the same
// version, since the server hashes the whole payload — is kept and a retry re-sends it. The server
// then returns the first result instead of moving money twice. Any other refusal drops it.
import type { TMoneyResult } from "@gbo/contracts/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "../../../api";
import { applyActionResult, cachedOrderVersion, reportActionError, showActionResult } from "../../orders";

type MoneyBody = { idempotencyKey: string; version: number };

export const ORDER_LOADING_MESSAGE = "The order is still loading. Please try again.";

/** No answer (0) or a server failure (5xx): the money may or may not have moved. */
export function isOutcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 0 || error.status >= 500 : error instanceof TypeError;
}

export function useMoneyCall<TBody extends MoneyBody>(
  orderId: string,
  send: (body: TBody) => Promise<TMoneyResult>,
  options: { onDone?: (result: TMoneyResult) => void } = {},
) {
  const queryClient = useQueryClient();
  const unsettled = useRef<TBody | null>(null);
  const [isUncertain, setIsUncertain] = useState(false);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      unsettled.current = null;
      setIsUncertain(false);
      applyActionResult(queryClient, result);
      showActionResult(result);
      options.onDone?.(result);
    },
    onError: (error) => {
      const isUnknown = isOutcomeUnknown(error);
      if (!isUnknown) unsettled.current = null;
      setIsUncertain(isUnknown);
      reportActionError(queryClient, orderId, error);
    },
  });

  /** Sends `build(version)` — or, after a lost answer, the very request sent then. */
  function submit(build: (version: number) => TBody) {
    let body = unsettled.current;
    if (!body) {
      const version = cachedOrderVersion(queryClient, orderId);
      if (version === undefined) {
        reportActionError(queryClient, orderId, new Error(ORDER_LOADING_MESSAGE));
        return;
      }
      body = build(version);
      unsettled.current = body;
    }
    mutation.mutate(body);
  }

  return {
    submit,
    isPending: mutation.isPending,
    isUncertain,
    result: mutation.data ?? null,
    error: mutation.error,
  };
}
