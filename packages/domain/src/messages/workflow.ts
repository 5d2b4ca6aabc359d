// Messages quoted from spec/workflow.md (see ../index.ts). Texts are exact, typos included
// ('atleast', 'sucessfully'). Templated texts are functions. Names never repeat one exported by
// ./submissions.ts or ./administration.ts (the barrel re-exports all three).

// §8 Scans
export const NOT_A_VALID_SCAN = "Not a valid Scan";
export const NOT_A_VALID_TIER_ID = "Not a valid Tier Id";
export const INVALID_COMIC_SCAN = "Invalid comic book/comic magazine/manga book";

// §8 Shipping and pressing
export const SCAN_AT_LEAST_ONE_COMIC = "Please scan atleast one comic";
export const COULD_NOT_SHIP_SCAN_ONE = "Could not ship this order, scan atleast one comic/magazine/manga";

// §8 Signatures and original art
export const ORIGINAL_ART_NEEDS_ONE_SIGNATURE = "Original Art needs one signature";
export const ORIGINAL_ART_REQUIRES_SIGNATURE =
  "Please note that Original Art submissions require at least one signature";
export const FAILED_VSP_NEEDS_DESCRIPTION = "All Failed VSP Signatures require a description.";
export const FAILED_VSPP_NEEDS_DESCRIPTION = "All Failed VSP Plus Signatures require a description.";

// §8 Reject fee
export const ENTER_REJECT_FEES = "Please enter reject fees";
export const REJECT_FEE_TWO_DIGITS = "Invalid entry. Only 2 digits allowed.";

// §8 Grading
export const gradeBelowScreen = (grade: string, screen: string): string =>
  `Grade ${grade} is below the grade screen of ${screen}`;

// §8 Global search (the same texts are in administration.md §5)
export const unableToExecuteSearch = (text: string): string => `Unable to execute search request: ${text}`;
export const SEARCH_NOT_IMPLEMENTED = "Not implemented";
export const CANNOT_COME_DIRECTLY = "Sorry you can not directly come on this page!";

// §5 / §8 Charges and generic failures
export const AMOUNT_NOT_LESS_THAN_ONE = "Amount should not be less than 1.";
export const ERROR_PROCESSING_REQUEST = "Error processing request.";
export const ERROR_REFRESHING_TOKEN = "Error refreshing token";

// §8 Successes
export const DUE_DATE_UPDATED = "Due date updated.";
export const TIER_ADDED_TO_LABELS = "Tier added to Labels queue";
export const INVOICE_CANCELLED = "Invoice cancelled sucessfully.";

// Ours: the spec says "Messages for other failures: not shown" (§8). Each rule it states still needs
// a text the server can answer with; these are worded in the spec's style.
export const BILLING_EXPLANATION_REQUIRED =
  "Please enter an explanation for the balance (at least 3 characters).";
export const MISSING_ITEMS_REASON_REQUIRED = "Please enter a reason for the missing items.";
export const TRACKING_NUMBER_REQUIRED = "Please enter a tracking number.";
export const COMIC_ALREADY_SCANNED = "This comic has already been scanned.";
export const DUE_DATE_OUT_OF_RANGE = "Due date must be between today and 365 days ahead.";
export const TIER_NOT_COMPLETE = "All comics of this tier must be processed first.";
export const DISAPPROVAL_COMMENT_REQUIRED = "Please enter a comment for the disapproval.";
export const SKIP_IMAGING_COMMENT_REQUIRED = "Please enter a comment for skipping special imaging.";
export const NOT_AT_SPECIAL_IMAGING = "This tier is not waiting for special imaging.";
export const CANCEL_NEEDS_REFUND_OR_TRANSFER = "Please choose a refund or a transfer of funds.";
export const REJECT_TARGET_INVALID = "A tier can only be sent back to an earlier station it went through.";
export const signeeLineTooLong = (max: number): string => `Signee lines can be at most ${max} characters.`;
export const MANGA_LABEL_CODE_REQUIRED = "Please enter the manga label code.";
export const TOO_MANY_SIGNATURES = "Up to 24 signatures can be entered.";
export const TOO_MANY_COMICS = "An order can hold at most 100 comics.";
// Ours (transaction dialog): the spec says the dialog "does nothing" at 0 or less; the server still
// refuses such a call with a text, and a payment type the order's country does not take.
export const TRANSACTION_AMOUNT_ABOVE_ZERO = "Transaction amount must be above 0.";
export const transactionTypeNotAccepted = (type: string, country: string): string =>
  `${type} is not accepted for ${country} orders.`;
// Ours (signature view, issue 11): the rules of workflow §4/§5 the spec states without a text.
export const ASP_ONLY_ON_THIS_COMIC = "Raw grade and witnessed-signature comics take ASP signatures only.";
export const VSP_WHILE_VSPP = "VSP cannot be set while a VSPP signature exists.";
export const SIGNATURE_NAME_REQUIRED = "Please enter the name of each signature.";
export const NO_SIGNATURES_TO_VERIFY = "There are no VSP or VSPP signatures to verify.";
// Ours (station gates, issue 29): each station's completion checks its own step and names what is left.
export const GATE_LIST_CAP = 10;
export const LACKS_SCAN = "is not scanned";
export const LACKS_GRADE = "has no grade";
export const LACKS_FINAL_GRADE = "has no grade saved at Finalize";
export const LACKS_SPECIAL_PICTURES = "has no special pictures";
export const LACKS_COVER_PICTURE = "has no cover picture";
export const LABELS_NOT_VERIFIED = "labels are not verified";
export const lacksSignatureDecision = (count: number): string =>
  `has ${count} VSP/VSPP signature${count === 1 ? "" : "s"} not approved or disapproved`;
export const lacksFailedDescription = (type: "VSP" | "VSPP"): string =>
  `has a failed ${type === "VSP" ? "VSP" : "VSP Plus"} signature without a description`;
/** "Cannot complete Pre-grade: 26-KY0001C-001 has no grade; 26-KY0001C-002 is not scanned." */
export const cannotCompleteStation = (station: string, items: readonly string[], more: number): string =>
  `Cannot complete ${station}: ${items.join("; ")}${more > 0 ? `; and ${more} more` : ""}.`;
export const processedOf = (processed: number, count: number): string =>
  `only ${processed} of ${count} comics are processed`;
