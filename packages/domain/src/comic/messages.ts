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
