// The one way the order screens write: every call carries the order version the screen last read,
// shows the server's message, and refreshes what it changed. A 409 (someone else changed the order
// first) reloads the order and says so instead of a bare error.
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { notifications } from "@mantine/notifications";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../api";
import { TOAST_MS } from "../../../api/http-client";
import { orderKeys, queueKeys } from "./order-keys";

export const STALE_ORDER_MESSAGE =
  "This order was changed by someone else — it has been reloaded. Please check it and try again.";
export const NO_VERSION_MESSAGE = "The order is still loading. Please try again.";

type WithOrder = { order?: { version?: number } };

/** The newest version any open view of the order (summary, tier screen) has read. */
export function cachedOrderVersion(queryClient: QueryClient, orderId: string): number | undefined {
  const versions = queryClient
    .getQueriesData<WithOrder>({ queryKey: orderKeys.order(orderId) })
    .map(([, data]) => data?.order?.version)
    .filter((version): version is number => typeof version === "number");
  return versions.length ? Math.max(...versions) : undefined;
}

/**
 * The version a write sends. A reload of the order under way (after a 409, or a live update) brings
 * the version to send, so it is awaited: a save made at once after "changed by someone else" would
 * otherwise send the old one and be refused again.
 */
export async function versionToSend(queryClient: QueryClient, orderId: string): Promise<number | undefined> {
  const summaryKey = orderKeys.summary(orderId);
  if (queryClient.isFetching({ queryKey: summaryKey }) > 0) {
    await queryClient.refetchQueries({ queryKey: summaryKey }, { cancelRefetch: false });
  }
  return cachedOrderVersion(queryClient, orderId);
}

/**
 * After a write: every cached view takes the new version at once (so the next scan does not send a
 * stale one while the refetch is under way), then the order and the queues are refetched.
 */
export function applyActionResult(queryClient: QueryClient, result: TOrderActionResult) {
  for (const [key, data] of queryClient.getQueriesData<WithOrder>({
    queryKey: orderKeys.order(result.orderId),
  })) {
    if (data?.order && typeof data.order.version === "number" && data.order.version < result.version) {
      queryClient.setQueryData(key, { ...data, order: { ...data.order, version: result.version } });
    }
  }
  void queryClient.invalidateQueries({ queryKey: orderKeys.order(result.orderId) });
  void queryClient.invalidateQueries({ queryKey: queueKeys.all });
}

export function isStaleVersionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** Toast for a failed write; a stale version also reloads the order. */
export function reportActionError(queryClient: QueryClient, orderId: string, error: unknown) {
  if (isStaleVersionError(error)) {
    notifications.show({ message: STALE_ORDER_MESSAGE, color: "yellow", autoClose: TOAST_MS });
    void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) });
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  notifications.show({ message, color: "red", autoClose: TOAST_MS });
}

/**
 * A success toast names what it changed ("26-WALK004 SO: Tier added to Labels queue"), so a worker
 * with two screens or a quick scan sequence knows which order or tier it is about; the server's (the
 * spec's) text stays whole after the name.
 */
export function actionToastText(result: TOrderActionResult): string {
  if (result.message.includes(result.orderId)) return result.message;
  const subject = result.tierId ? `${result.orderId} ${result.tierId}` : result.orderId;
  return `${subject}: ${result.message}`;
}

export function showActionResult(result: TOrderActionResult) {
  notifications.show({
    message: actionToastText(result),
    color: result.isWarning ? "yellow" : "green",
    autoClose: TOAST_MS,
  });
}

export type OrderActionOptions = {
  onDone?: (result: TOrderActionResult) => void;
  /** Leave the success toast to the caller (e.g. scans show their own line). */
  isSilent?: boolean;
};

/**
 * A mutation on one order. `send` receives the caller's input and the version to send; the version is
 * read from the cache when the call leaves, never from a render long ago.
 */
export function useOrderAction<TInput>(
  orderId: string,
  send: (input: TInput, version: number) => Promise<TOrderActionResult>,
  options: OrderActionOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => {
      const version = await versionToSend(queryClient, orderId);
      if (version === undefined) throw new Error(NO_VERSION_MESSAGE);
      return send(input, version);
    },
    onSuccess: (result) => {
      applyActionResult(queryClient, result);
      if (!options.isSilent) showActionResult(result);
      options.onDone?.(result);
    },
    onError: (error) => reportActionError(queryClient, orderId, error),
  });
}
