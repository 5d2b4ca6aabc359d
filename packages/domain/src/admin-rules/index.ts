// The old catch-all, kept only while the apps move their imports to the areas (issue 28): every rule now
// lives in the folder of its area. Import from "@gbo/domain/<area>" instead; this file goes when no
// import of "@gbo/domain/admin-rules" is left.
export * from "../content/index";
export * from "../customers/index";
export { formatPhone } from "../display/index";
export * from "../external-users/index";
export {
  BARCODE_POSITIONS,
  type BarcodePosition,
  CONTINUOUS_LABEL_MAX_LENGTH,
  canClearLabelQueue,
  LABEL_BUCKETS,
  PRINT_JOB_STATUSES,
  printJobStatusName,
  validateBarcodePosition,
  validateClearLabelQueue,
  validateLabelLength,
  validateLabelQueueRemoval,
} from "../labels/index";
export * from "../mail/index";
export { paymentExpiryYears } from "../payments/index";
export * from "../sales-reps/index";
export * from "../search/index";
export * from "../settings/index";
export * from "../shelves/index";
export { filterInput, isAllowedInput, isEmail, type KeyFilter } from "../text/index";
export * from "../workers/index";
