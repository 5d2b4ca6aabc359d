// Every queue route of workflow §2 in one table: the key of GET /api/orders/queue/{queue}/..., the
// screen, what it lists, who may read it (the menu's claims, so menu and server agree) and its
// workflow §9 limit.
import { windowStart } from "../dates/index";
import { menuClaimsFor } from "../menu/index";
import type { OrderStatus, TierStatus } from "./statuses";

export type QueueKey =
  | "receiving"
  | "invoicing"
  | "addcomic"
  | "signature"
  | "pressing"
  | "grading"
  | "labels"
  | "heatseal"
  | "slab"
  | "quality"
  | "imaging"
  | "shipping"
  | "shipping-canada"
  | "shipping-pickup"
  | "billing"
  | "support";

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
