// The lab's stations for the dashboard (issue 18): the station queues of workflow §2, and which order
// or tier status belongs to which. A stay is recorded per status; a station with two steps (grading:
// pre-grade and finalize; imaging: special imaging and imaging) sums them.
import { hasAnyClaim, type UserClaims } from "../claims/index";
import { MENU_LINKS } from "../menu/index";
import {
  isStationQueue,
  QUEUES,
  type QueueDefinition,
  type QueueKey,
  queueForOrderStatus,
  queueForTierStatus,
} from "../workflow/queues";
import { ORDER_STATUSES, type OrderStatus, TIER_STATUSES, type TierStatus } from "../workflow/statuses";

/** Whether a stay is the order's own status or one of its tiers' (both have a "Shipping"). */
export type StayScope = "order" | "tier";

/** What waits at a station: whole orders or tiers. */
export const STATION_UNITS = ["orders", "tiers"] as const;
export type StationUnit = (typeof STATION_UNITS)[number];

export type Station = {
  key: QueueKey;
  label: string;
  path: string;
  /** What waits there: whole orders (receiving, billing, shipping…) or tiers (the bench stations). */
  unit: StationUnit;
  scope: StayScope;
  statuses: readonly string[];
  claims: readonly string[];
};

function toStation(queue: QueueDefinition): Station {
  return {
    key: queue.key,
    label: MENU_LINKS.find((link) => link.path === queue.path)?.label ?? queue.key,
    path: queue.path,
    unit: queue.lists.kind,
    scope: queue.lists.kind === "orders" ? "order" : "tier",
    statuses: queue.lists.statuses,
    claims: queue.claims,
  };
}

/** Every station, in the menu's (route) order. */
export const STATIONS: readonly Station[] = QUEUES.filter(isStationQueue).map(toStation);

export function findStation(key: string): Station | undefined {
  return STATIONS.find((station) => station.key === key);
}

/** The station a stay at `status` is work of, or null (InProcess, a tier done at Shipping, Completed…). */
export function stationOfStay(scope: StayScope, status: string): QueueKey | null {
  if (scope === "order") {
    if (!(ORDER_STATUSES as readonly string[]).includes(status)) return null;
    return queueForOrderStatus(status as OrderStatus)?.key ?? null;
  }
  if (!(TIER_STATUSES as readonly string[]).includes(status)) return null;
  return queueForTierStatus(status as TierStatus)?.key ?? null;
}

/** The worker's own stations first (those their claims open), then the rest, each in route order. */
export function stationsForWorker(claims: UserClaims): Array<Station & { isMine: boolean }> {
  const marked = STATIONS.map((station) => ({ ...station, isMine: hasAnyClaim(claims, station.claims) }));
  return [...marked.filter((s) => s.isMine), ...marked.filter((s) => !s.isMine)];
}

/** What every dashboard answer says of a station (its key, words, queue, unit and whether it is theirs). */
export function stationHeader(station: Station & { isMine: boolean }) {
  const { key, label, path, unit, isMine } = station;
  return { key, label, path, unit, isMine };
}
