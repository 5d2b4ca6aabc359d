// Public surface of the orders feature: what the queue, tier, comic, payment and billing/shipping screens
// reuse, the slots of the order summary other features fill, and the order routes.
export { orderQueryOptions, useOrder } from "./api/get-order";
export { useOrderLog } from "./api/get-order-log";
export {
  applyActionResult,
  cachedOrderVersion,
  isStaleVersionError,
  reportActionError,
  STALE_ORDER_MESSAGE,
  showActionResult,
  useOrderAction,
} from "./api/order-action";
export { orderKeys, queueKeys } from "./api/order-keys";
export { ComicsTable, ComicsWorkPanel, comicTitle, gradeText } from "./components/comics-table";
export { CommentDialog } from "./components/comment-dialog";
export { DueDateDialog } from "./components/due-date-dialog";
export { OrderHeader } from "./components/order-header";
export { OrderLogDialog } from "./components/order-log-dialog";
export { TrackingDialog } from "./components/tracking-dialog";
export { orderScreenPath } from "./order-redirect";
export type { OrderPaymentParts, OrderScreenParts } from "./order-screen-parts";
export { type ScanFeedback, useComicScanner } from "./use-comic-scanner";
export { useRawStationScan, useStationScan } from "./use-station-scan";
