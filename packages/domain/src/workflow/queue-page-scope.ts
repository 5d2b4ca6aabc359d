// Which order events can change a kept queue page or the queue counts (the queue cache keeps each until
// one does). Events name an order, maybe a tier, and two statuses: a tier's own statuses when a tier
// moves, the order's statuses otherwise (a touch names the order's status twice). The server's queue cache
// and the web app's live refetch both ask it, so a screen reads again exactly when the server would answer anew.

/** What an order event says (the contracts' TOrderEvent has this shape). */
export type OrderEventScope = {
  orderId: string;
  tierId?: string | null;
  fromStatus: string | null;
  toStatus: string | null;
};

export type QueuePageScope = {
  /** The orders whose rows the page shows. */
  orderIds: ReadonlySet<string>;
  /** The statuses the page lists (order statuses on order queues, tier statuses on tier queues). */
  statuses: readonly string[];
  isTierQueue: boolean;
};

export function isQueuePageStale(scope: QueuePageScope, event: OrderEventScope): boolean {
  if (scope.orderIds.has(event.orderId)) return true;
  const isNamed = [event.fromStatus, event.toStatus].some(
    (status) => status !== null && scope.statuses.includes(status),
  );
  // An order of these statuses, entering, leaving, or changed on another page or filtered out, may
  // move rows; an order in another status cannot.
  if (!scope.isTierQueue) return isNamed;
  // An order-level write (a fast pass, new details, a cancel) does not say which of its tiers it moved.
  if (event.tierId == null) return true;
  // A tier entering or leaving these statuses; a tier's own step elsewhere (a scan, a grade) changes no row here.
  return event.fromStatus !== event.toStatus && isNamed;
}

/** The waiting and late counts change when something moves, or when an order's due date may have. */
export function areQueueCountsStale(event: OrderEventScope): boolean {
  return event.fromStatus !== event.toStatus || event.tierId == null;
}

/**
 * The menu's counts follow a stale-making event at once, then at most once in this window (the window's
 * last change read at its end). Every move makes every open screen's counts stale: at a large lab's peak
 * (900 screens, several moves a second) a read per move and screen was 2,000 reads a second (D36).
 */
export const LIVE_COUNTS_INTERVAL_MS = 2000;

/** How long to wait before reading the counts again, the last read having started at `lastReadAt`. */
export function countsReadDelay(lastReadAt: number, now: number): number {
  return Math.max(0, lastReadAt + LIVE_COUNTS_INTERVAL_MS - now);
}
