// "Next: the most urgent tier at this station" (issue 10 point 3): the first row of the station's full
// queue, which the server sorts by due date, most overdue first; the tier just done is skipped.
import type { TQueueKey, TQueueRow } from "@gbo/contracts/orders";
import { useQuery } from "@tanstack/react-query";
import { queueKeys } from "../../orders";
import { getQueue } from "../../queues";

export function pickNextTier(
  rows: readonly TQueueRow[],
  done: { orderId: string; tierId: string },
): TQueueRow | null {
  return rows.find((row) => !(row.orderId === done.orderId && row.tierId === done.tierId)) ?? null;
}

export function useNextTier(
  queue: TQueueKey | null,
  steps: readonly string[] | null,
  done: { orderId: string; tierId: string } | null,
) {
  return useQuery({
    // Under the queues' prefix: a write or a live event that refreshes the queues refreshes this.
    queryKey: [...queueKeys.all, "next", queue, steps],
    // The full list's first page, with `steps` when the worker works only some of the queue's.
    queryFn: ({ signal }) =>
      getQueue(
        {
          queue: queue as TQueueKey,
          page: 1,
          search: "",
          window: "all",
          country: null,
          steps: steps && steps.length > 0 ? steps : null,
        },
        signal,
      ),
    enabled: queue !== null && done !== null,
    select: (page) => (done ? pickNextTier(page.rows, done) : null),
  });
}
