// What other features may use of the comics feature.
export { ComicPage } from "./comic-page";
export { RedoTierAction } from "./rework/redo-tier-action";
export { BulkVspActions } from "./signature/bulk-vsp-actions";
