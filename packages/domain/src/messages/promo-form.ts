// Promo-code form messages quoted from spec/administration.md §5 (exact texts, typos included: 'aleady').
// Prefixed PROMO_ so they never clash with the same words elsewhere in administration.ts.
export const PROMO_INVALID_DATE_FORMAT = "Error: Invalid date format!";
export const PROMO_START_DATE_IN_PAST = "Start date should not be in past date!";
export const PROMO_END_DATE_IN_PAST = "End date should not be in past date!";
export const PROMO_START_AFTER_END = "Start date should not be greater than end date!";
export const promoCodeAlreadyExists = (code: string): string => `${code} promo code aleady exist!`;
export const PROMO_SELECT_GRADING_SERVICE = "Please select at least one Grading Service.";
export const PROMO_Y_BOOKS_ABOVE_X_BOOKS = "Y Books cannot be greater than X Books!";
