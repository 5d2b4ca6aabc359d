// What other modules may use of the orders module: the one way an order is written and its access checks.
export { requireComic, requireStationTier, WRONG_STATUS_MESSAGE } from "./order-access";
export { actionResult, touchEvent } from "./order-actions";
export { type Actor, writeOrder } from "./order-write";
export { findSignatures } from "./orders.queries";
export { actorOf, ZOrderPathSchema } from "./route-helpers";
