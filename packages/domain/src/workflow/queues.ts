// Every queue route of workflow §2 in one table: the key of GET /api/orders/queue/{queue}/..., the
// screen, what it lists, who may read it (the menu's claims, so menu and server agree) and its
// workflow §9 limit.

import { hasAnyClaim, type UserClaims } from "../claims/index";
import { windowStart } from "../dates/index";
import { menuClaimsFor } from "../menu/index";
import { ORDER_STATUS_CLAIMS, TIER_STATUS_CLAIMS } from "./permissions";
import type { OrderStatus, TierStatus } from "./statuses";

/** Every queue's key, as in GET /api/orders/queue/{queue}/…, in route order (the QUEUES table's). */
export const QUEUE_KEYS = [
  "receiving",
  "invoicing",
  "addcomic",
  "signature",
  "pressing",
  "grading",
  "labels",
  "heatseal",
  "slab",
  "quality",
  "imaging",
  "shipping",
  "shipping-canada",
  "shipping-pickup",
  "billing",
  "support",
] as const;
export type QueueKey = (typeof QUEUE_KEYS)[number];

export type QueueLists =
  | { kind: "orders"; statuses: readonly OrderStatus[] }
  | { kind: "tiers"; statuses: readonly TierStatus[] };

export type QueueDefinition = {
  key: QueueKey;
  path: string;
  lists: QueueLists;
  claims: readonly string[];
  /** Most rows the full list returns (workflow §9 "Queue limits"). */
  limit: number;
};

/** "Queue screens show a recent list (last 30 days) and a full list." */
export const RECENT_DAYS = 30;

/** First day (YYYY-MM-DD) of a queue's recent list: the last 30 days up to and including today. */
export function recentSince(today: string): string {
  return windowStart(today, RECENT_DAYS);
}

/** Whether an order or tier dated `day` belongs on the recent list. */
export function isRecent(day: string, today: string): boolean {
  return day >= recentSince(today) && day <= today;
}

/** Workflow §9 list sizes outside the queues: a user's orders, comics and audits, and the completed
 * orders shown per user. */
export const LIST_LIMITS = {
  userOrders: 300,
  userComics: 50,
  userAudits: 50,
  completedOrdersPerUser: 10,
} as const;

const orders = (...statuses: OrderStatus[]): QueueLists => ({ kind: "orders", statuses });
const tiers = (...statuses: TierStatus[]): QueueLists => ({ kind: "tiers", statuses });

const queue = (
  key: QueueKey,
  path: string,
  lists: QueueLists,
  limit: number,
  claims?: readonly string[],
) => ({
  key,
  path,
  lists,
  limit,
  claims: claims ?? menuClaimsFor(path),
});

/**
 * Choices the spec leaves open:
 * - ImagingSP has no queue route of its own; its tiers appear on /imaging with the Imaging tiers,
 *   since both are the imaging station's work (claim imaging).
 * - /receiving lists Submitted orders (limit "submitted 100").
 * - /support lists Completed orders. It has no menu link and no §9 limit: we use 200 (like the
 *   shipping lists) and let billing or shipping staff read it, the two stations that answer
 *   customers about finished orders (admin holds every claim on the server).
 */
export const QUEUES: readonly QueueDefinition[] = [
  queue("receiving", "/receiving", orders("Submitted"), 100),
  queue("invoicing", "/invoicing", orders("Invoicing"), 500),
  queue("addcomic", "/comics", orders("AddComic"), 500),
  queue("signature", "/signature", tiers("Signature"), 50),
  queue("pressing", "/pressing", tiers("Pressing"), 50),
  queue("grading", "/grading", tiers("PreGrade", "Finalize"), 20),
  queue("labels", "/labels", tiers("Labels"), 50),
  queue("heatseal", "/heatseal", tiers("HeatSeal"), 50),
  queue("slab", "/slab", tiers("Slab"), 50),
  queue("quality", "/quality", tiers("QC"), 50),
  queue("imaging", "/imaging", tiers("ImagingSP", "Imaging"), 50),
  queue("shipping", "/shipping", orders("Shipping"), 200),
  queue("shipping-canada", "/shipping-canada", orders("ShipToCanada"), 200),
  queue("shipping-pickup", "/shipping-pickup", orders("ReadyForPickUp"), 200),
  queue("billing", "/billing", orders("Billing"), 50),
  queue("support", "/support", orders("Completed"), 200, ["billing", "shipping"]),
];

export function findQueue(key: string): QueueDefinition | undefined {
  return QUEUES.find((q) => q.key === key);
}

/** The queue whose screen is `path` (e.g. "/comics" -> addcomic). */
export function queueForPath(path: string): QueueDefinition | undefined {
  return QUEUES.find((q) => q.path === path);
}

/**
 * Queues whose rows are work waiting at a station: every queue but /support (completed orders, which
 * are never late). Only these are counted for the menu and the dashboard and report hidden late work.
 */
export function isStationQueue(queue: QueueDefinition): boolean {
  return queue.key !== "support";
}

/** The queue a tier at `status` is listed on (e.g. Finalize -> grading); none for Shipping, which is
 * worked per order. The tier screens highlight this station and link back to it. */
export function queueForTierStatus(status: TierStatus): QueueDefinition | undefined {
  return QUEUES.find(
    (q) => q.lists.kind === "tiers" && (q.lists.statuses as readonly string[]).includes(status),
  );
}

/** The station queue an order at `status` is listed on (Billing -> billing); none for InProcess
 * (its work is on the tiers) or for finished orders. */
export function queueForOrderStatus(status: OrderStatus): QueueDefinition | undefined {
  return QUEUES.find(
    (q) =>
      isStationQueue(q) &&
      q.lists.kind === "orders" &&
      (q.lists.statuses as readonly string[]).includes(status),
  );
}

/** The steps (statuses) a queue lists: grading has PreGrade and Finalize, imaging ImagingSP and Imaging. */
export function queueSteps(queue: QueueDefinition): readonly string[] {
  return queue.lists.statuses;
}

/**
 * The steps of a queue these claims work (workflow §6 "a claim matching its status"), where a queue
 * screen's step filter starts: finalize alone -> Finalize; pregrade alone -> PreGrade; grade, admin or
 * both -> both. When the claims match none of the steps (a reader, not a worker), every step.
 */
export function stepsForClaims(queue: QueueDefinition, claims: UserClaims): readonly string[] {
  const steps = queue.lists.statuses;
  const worked = steps.filter((step) => hasAnyClaim(claims, claimsForStep(queue, step)));
  return worked.length > 0 ? worked : steps;
}

function claimsForStep(queue: QueueDefinition, step: string): readonly string[] {
  return queue.lists.kind === "tiers"
    ? TIER_STATUS_CLAIMS[step as TierStatus]
    : ORDER_STATUS_CLAIMS[step as OrderStatus];
}
