// Comic-form texts the spec does not give (submissions §5 says "messages such as ..." for signature
// balances and states other rules without a text). Ours, worded like the quoted ones; the quoted
// texts themselves are in ../messages/submissions.ts.
export const CHECK_VSP_PRIMARY_BALANCE = "Please check your VSP balance with entered quantity!";
export const CHECK_VSP_SECONDARY_BALANCE = "Please check your secondary VSP balance with entered quantity!";
export const CHECK_VSPP_PRIMARY_BALANCE = "Please check your VSP Plus balance with entered quantity!";
export const CHECK_VSPP_SECONDARY_BALANCE =
  "Please check your secondary VSP Plus balance with entered quantity!";
export const REHOLDER_ID_LENGTH = "Please enter the 14-character certification number.";
export const REHOLDER_NOT_GRADED = "Only graded comics can be reholdered.";
export const REHOLDER_TYPE_MISMATCH = "This comic's type does not match the submission.";
export const EXPRESS_TIER_CONFLICT = "Express service cannot be combined with a non-express tier.";
export const TITLE_NOT_FOUND = "Please choose a title from the list or mark it as a custom title.";
// The comic details form (edit view, add comic): required fields the spec names without a text.
export const TITLE_REQUIRED = "Please enter the title.";
export const YEAR_REQUIRED = "Please enter the year or tick No year.";
export const YEAR_INVALID =
  "Enter the year as four digits (1963), or two years for a multi-year book (1963-1965).";
export const PUBLISHER_REQUIRED = "Please enter the publisher or tick No publisher.";
export const TIER_REQUIRED = "Please choose the tier.";
export const tierFull = (tierId: string, count: number): string =>
  `Tier ${tierId} already holds its ${count} comics.`;
export const COMIC_DELETE_NOT_ALLOWED =
  "A comic can only be removed while the order is at Add comic or Invoicing.";
