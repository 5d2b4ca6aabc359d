// Messages quoted from spec/submissions-pricing.md (see ../index.ts). Texts are exact, typos included
// ('interger', 'sucessfully'): the spec is the contract. Templated texts are functions.

// §5 Comic form
export const QUANTITY_ABOVE_ZERO = "Quantity will accept only value more than 0!";
export const QUANTITY_INTEGER = "Quantity will accept only interger value!";
export const INSURED_INTEGER = "Insured will accept only integer value!";
export const quantityNotGreaterThan = (n: number): string => `Quantity not be greater than ${n}`;
export const INSURED_BALANCE_INCREASED = "Insured balance has increased due to quantity";
export const allowedInsuredBetween = (min: string, max: string): string =>
  `Allowed insured value is between ${min} to ${max}`;
export const checkQuantityFor = (option: string): string => `Please check your Quantity for ${option}`;
export const SELECT_GRADE_SCREENING_ALSO = "You have to select grade screening also!";
export const SELECT_RAWGRADE_ALSO = "You have to select Rawgrade also!";
export const CHECK_ASP_BALANCE = "Please check your ASP balance with entered quantity!";
export const RAW_GRADE_INVALID_FOR_REHOLDER = "Raw Grade comics are invalid for reholder";
export const reholderInsuredAbove = (n: string): string =>
  `Sorry You can not enter Insured amount more than ${n}`;

// §5 Invoice row. The two address texts also appear in workflow.md §5; named INVOICE_* here so the
// barrel never exports one name twice.
export const INVOICE_MANDATORY_FIELDS = "Please fill mandatory field Total comics,tier name, insured value.";
export const INSURANCE_WHOLE_NUMBER = "Insurance must be in whole number.";
export const INSURANCE_EXCEEDS_TIER_MAX = "Insurance value exceeds tier maximum insured value";
export const TIER_ALREADY_EXISTS = "Tier already exists";
export const MAXIMUM_TIER_LIMIT = "Maximum tier limit reached";
export const NO_PRIMARY_VSP = "No Primary VSP, Please add a Primary VSP to add a Secondary VSP count.";
export const INVOICE_SHIPPING_ADDRESS_REQUIRED = "Please select a shipping address";
export const INVOICE_CANADA_ADDRESS_ONLY = "Please choose only canada address!";
export const ENTER_INVOICE_ID = "Please enter invoice id!";
export const ENTER_VALID_INVOICE_ID = "Please enter valid invoice id!";
export const NEW_INVOICE_ID_SAME = "New Invoice Id could not be same!";

// §5 Promo rules
export const NO_PROMOCODE = "No Promocode";
export const ADD_AT_LEAST_ONE_COMIC = "Please add at least one comic!";
export const PROMO_NOT_FOR_DEALERS_ARTISTS = "Promo-code is not applicable for Dealers/Artist member!";
export const PROMO_CODE_INVALID = "Promo Code is invalid.";
export const promoCodeCannotBeUsed = (id: string): string => `${id} promo code cannot be used!`;

// §8 Error catalogue. Texts that workflow.md §8 also lists ('Error processing request.', 'Invoice cancelled
// sucessfully.', the Original Art signature notes) live in ./workflow.ts, owned there.
export const COMICS_SAVED = "Comics Saved";
export const ERROR_PROCESSING_TRY_AGAIN = "Error processing request. Please try again";
export const PRINTER_NOT_RUNNING = "Error processing request. Please check if printer web server is running";
export const VERIFY_SUBMITTED_DATA = "Please verify submitted data";
export const INVALID_SHIPPING_ADDRESS = "Invalid shipping address!";
export const QUANTITY_OVER_MAXIMUM = "Quantity over maximum";

// §4 Confirm buttons and the routing result dialog
export const CONFIRM_YES_COMPLETE = "Yes, complete";
export const CONFIRM_YES_EDIT = "Yes, Edit";
export const CONFIRM_YES_DISCARD = "Yes, discard";
export const ORDER_ROUTED_TITLE = "Order Routed";

// Not in the spec (§5 says "message text not shown"); our wording, recorded in packages/domain/README.md.
export const DHL_NOT_FOR_DOMESTIC_US = "DHL account cannot be used for a domestic US address.";

// Comic form texts the spec does not give (§5 states the rule only); ours, shared by the draft screen and
// the server's submit check.
export const VSP_WITH_VSPP = "Remove the VSP Plus signature before adding a VSP signature.";
export const NO_TIER_FOR_INSURED_AND_YEAR = "No tier takes this insured value and year.";
export const INSURED_ABOVE_MAXIMUM = "Insured value is above the maximum.";

/** A comic's signatures of a type its raw grade, witnessing or grade screening does not take (D34). */
export const SIGNATURE_TYPES_REFUSED =
  "A raw-graded or witnessed comic takes only ASP signatures, a grade-screened one only VSPP.";
