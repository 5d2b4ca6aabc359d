// What other modules may use of the orders module: its routes, the one way an order is written, its
// access checks, its reads and its mappers. The module's shared core (write path, access, mappers, queries)
// sits at its root; each sub-folder is one group of use cases with its routes.ts.
export { type CancelRefundStep, registerCancelRefundStep } from "./billing-shipping/cancel-order";
export {
  idempotencyHash,
  KEY_IN_FLIGHT_MESSAGE,
  KEY_REUSED_MESSAGE,
  replayOrRefuse,
  saveIdempotentResult,
} from "./idempotency";
export { earlierNewOrder, insertNewOrder, newOrderId, quotedOrderColumns } from "./new-order";
export {
  assertCanDo,
  assertCanSeeTier,
  assertOrderStatus,
  COMIC_NOT_FOUND_MESSAGE,
  orderIdFromPath,
  requireComic,
  requireOrder,
  requireStationTier,
  requireTier,
  TIER_NOT_FOUND_MESSAGE,
  WRONG_STATUS_MESSAGE,
} from "./order-access";
export { actionResult, moveTier, resetOrderScans, touchEvent } from "./order-actions";
export { toComic, toComicSummary, toLogEntry, toStatement, toTier } from "./order-mappers";
export { createOrderReadCache, type OrderReadCache } from "./order-read-cache";
export {
  type Actor,
  type LogInput,
  ORDER_NOT_FOUND_MESSAGE,
  STALE_VERSION_MESSAGE,
  type Tx,
  writeOrder,
} from "./order-write";
export {
  type ComicWithSignatureCount,
  findComic,
  findComics,
  findLog,
  findOrder,
  findOrderSummaryRows,
  findSignatures,
  findTier,
  findTiers,
} from "./orders.queries";
export { ordersRoutes } from "./orders.routes";
export { actorOf, claimsOf, TAGS, ZOrderPathSchema, ZTierPathSchema } from "./route-helpers";
