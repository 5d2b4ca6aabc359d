// Per-comic limits every catalog shares (submissions-pricing §9, workflow §5).

/** "Maximum insured 999999999" (dollars); inside the domain insured values are cents. */
export const MAX_INSURED_DOLLARS = 999_999_999;
export const MAX_INSURED_CENTS = MAX_INSURED_DOLLARS * 100;
