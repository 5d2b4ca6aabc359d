// Messages quoted from spec/administration.md (see ../index.ts). Texts are exact, typos included
// ('sucessfully'). Templated texts are functions. Promo-code form texts are in ./promo-form.ts; the
// global search and label-scan texts shared with workflow.md are in ./workflow.ts.

// §5 Onsite and signing
export const ENTER_VALID_EMAIL = "Please enter valid email.";
export const ENTER_FACILITATOR_INFO = "Please enter facilitator info.";
export const ENTER_FACILITATOR_EMAIL = "Please enter facilitator email.";
export const ENTER_VALID_FACILITATOR_EMAIL = "Please enter valid facilitator email.";
export const ENTER_COMMENT_LINE_1 = "Please enter line 1 of comment.";

// §5 Exchange rate
export const EXCHANGE_RATE_ABOVE_ZERO = "Exchange rate should be greater than zero";
export const EXCHANGE_RATE_VALUE_BEFORE_DECIMAL = "Please add a value before decimal";

// §5 Shelves
export const ENTER_SHELF_ID = "Please enter shelf Id";
export const ENTER_VALID_SHELF_ID = "Please enter valid shelf id";
export const SCAN_OR_ENTER_TIER_ID = "Please scan or enter Tier Id";
export const SELECT_AN_ACTION = "Please select an action";
export const SHELF_INVALID_TIER_ID = "Invalid Tier Id";
export const SHELF_INVALID_REQUEST = "Invalid request";

// §5 Subscribes: search wording, and the export's "enter" wording
export const SUBSCRIBES_SELECT_END_DATE = "Please select end date.";
export const SUBSCRIBES_SELECT_START_DATE = "Please select start date.";
export const SUBSCRIBES_ENTER_END_DATE = "Please enter end date.";
export const SUBSCRIBES_ENTER_START_DATE = "Please enter start date.";
export const SUBSCRIBES_START_AFTER_END = "Start date should not be greater than end date!";

// §5 Label scan: removing an invalid tier
export const LABEL_REMOVE_INVALID_REQUEST = "Invalid Request";

// §5 Workers
export const INVALID_EMAIL_FORMAT = "Invalid email format";

// §8 Save-failure headers
export const ERROR_SAVING_CHANGES = "Error saving changes";
export const ERROR_REMOVE_IMAGE = "Error remove image";
export const ERROR_REMOVE_BANNER = "Error remove banner";
export const ERROR_ADDING_USER = "Error adding user";
export const ERROR_UPDATING_ADDRESS = "Error updating address";
export const ERROR_UPDATING_PAYMENT_METHOD = "Error updating payment method";
export const ERROR_DELETING_ADDRESS = "Error deleting address";
export const ERROR_DELETING_PAYMENT_METHOD = "Error deleting payment method";
export const ERROR_REMOVE_WORKER = "Error remove worker";
export const ERROR_UPDATING_PROFILE = "Error updating profile";
export const ERROR_SUBMITTING_REQUEST = "Error submitting request";
export const ERROR_UPDATING_PASSWORD = "Error updating password";

// §8 Label printing
export const NO_LABEL_PRINTER_FOUND = "No Label Printer Found";
export const NO_RAW_LABELS_TO_PRINT = "No Raw Labels to print";
export const ERROR_RETRIEVING_LABEL_TEMPLATE = "Error retrieving label template";

// §8 Successes
export const QUEUE_CLEARED = "Queue cleared sucessfully";
export const TIER_REMOVED = "Tier removed sucessfully";
export const TASK_COMPLETED = "Task completed successfully.";
export const SETTINGS_SAVED = "Settings saved";
export const MEMBER_INFORMATION_UPDATED = "Member information updated successfully.";

// §8 Label framework
export const DYMO_NOT_INSTALLED = "DYMO Label Framework is not installed";
export const OS_NOT_SUPPORTED = "The operating system is not supported.";
export const UNABLE_TO_OPEN_LABEL_FILE = "Unable to open label file";
export const UNABLE_TO_LOAD_IMAGE = "Unable to load image from uri";
export const CANNOT_SET_LENGTH = "Cannot set length on non-continuous label.";
/** The spec writes the value as "...": it is the name or position the caller gave. */
export const noObjectNamed = (name: string): string => `no object with name ${name} was found`;
export const barcodePositionInvalid = (position: string): string =>
  `barcode position ${position} is invalid value`;
export const UNKNOWN_PRINTER = "unknown printer";
export const SERVICE_DISCOVERY_IN_PROGRESS = "service discovery is in progress";
export const WEBSERVICE_COMMAND_FAILED = "Failed to execute webservice command";

// §2 Confirm dialogs
export const CONFIRM_YES = "Yes";
export const CONFIRM_NO_CANCEL = "No, cancel";

// Ours: rules administration §5 states without a text.
export const accountNumberInvalid = (carrier: string, length: number): string =>
  `${carrier} account number must be ${length} letters or digits.`;
export const DEALER_NEEDS_DISCOUNT = "A Dealer needs a discount above 0.";
export const membershipDiscontinued = (membership: string): string =>
  `The ${membership} membership is discontinued and cannot be assigned.`;
export const EVENT_DATE_OUT_OF_RANGE = "Event date must be between today and 365 days ahead.";
export const CLEAR_QUEUE_EMPTY = "There are no labels to clear.";
export const RESEND_COMMENT_REQUIRED = "Please enter a comment.";

// Ours: label printing (issue 17) rules §5 and §8 state without a text.
export const LABEL_COPIES_INVALID = "Copies must be a whole number of at least 1.";
export const labelPrintJobFailed = (status: string): string => `The label printer stopped the job: ${status}`;
