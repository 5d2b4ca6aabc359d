// Comic form checks of submissions §5 "Comic form": quantity, insured, balances, add-ons and
// signature balances. Insured values are cents (the catalog's unit); the form's input is whole
// dollars ("Insured will accept only integer value!").

import {
  allowedInsuredBetween,
  CHECK_ASP_BALANCE,
  checkQuantityFor,
  INSURED_BALANCE_INCREASED,
  INSURED_INTEGER,
  QUANTITY_ABOVE_ZERO,
  QUANTITY_INTEGER,
  quantityNotGreaterThan,
  SELECT_GRADE_SCREENING_ALSO,
  SELECT_RAWGRADE_ALSO,
} from "../messages/submissions";
import { formatMoneyShort } from "../money/index";
import { fail, ok, type Result } from "../workflow/result";
import {
  CHECK_VSP_PRIMARY_BALANCE,
  CHECK_VSP_SECONDARY_BALANCE,
  CHECK_VSPP_PRIMARY_BALANCE,
  CHECK_VSPP_SECONDARY_BALANCE,
} from "./messages";

const toNumber = (value: string | number): number =>
  typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value.trim());

/** Quantity: not 0 ('... more than 0!') and an integer ('... interger value!'). */
export function validateQuantity(value: string | number): Result<number> {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return fail(QUANTITY_INTEGER);
  if (!Number.isInteger(n)) return fail(QUANTITY_INTEGER);
  if (n <= 0) return fail(QUANTITY_ABOVE_ZERO);
  return ok(n);
}

/** Insured typed in whole dollars; the value is cents. Empty is 0 (the default insured). */
export function validateInsuredInput(value: string | number): Result<number> {
  if (typeof value === "string" && value.trim() === "") return ok(0);
  const n = toNumber(value);
  if (!Number.isInteger(n) || n < 0) return fail(INSURED_INTEGER);
  return ok(n * 100);
}

/** "Quantity cannot exceed the tier's remaining comic balance ('Quantity not be greater than N')." */
export function validateQuantityBalance(quantity: number, remainingComics: number): Result<number> {
  return quantity > remainingComics ? fail(quantityNotGreaterThan(remainingComics)) : ok(quantity);
}

/** "Quantity times insured cannot exceed the remaining insured balance." */
export function validateInsuredBalance(input: {
  quantity: number;
  insuredCents: number;
  remainingInsuredCents: number;
}): Result<number> {
  const total = input.quantity * input.insuredCents;
  return total > input.remainingInsuredCents ? fail(INSURED_BALANCE_INCREASED) : ok(total);
}

/** "Insured per comic must lie within the tier's min and max for new comics." */
export function validateInsuredRange(input: {
  insuredCents: number;
  minInsuredCents: number;
  maxInsuredCents: number;
  isNew: boolean;
  country?: string;
}): Result<number> {
  if (!input.isNew) return ok(input.insuredCents);
  if (input.insuredCents < input.minInsuredCents || input.insuredCents > input.maxInsuredCents) {
    const country = input.country ?? "US";
    return fail(
      allowedInsuredBetween(
        formatMoneyShort(input.minInsuredCents, country),
        formatMoneyShort(input.maxInsuredCents, country),
      ),
    );
  }
  return ok(input.insuredCents);
}

export type AddOnOption =
  | "image"
  | "international"
  | "press"
  | "pressScreen"
  | "originalArt"
  | "slabOnly"
  | "rawGrade"
  | "gradeScreen"
  | "rawGradeScreening";

/** The X in 'Please check your Quantity for X' (the option's name on the form). */
export const ADD_ON_OPTION_LABELS: Record<AddOnOption, string> = {
  image: "Image",
  international: "International",
  press: "Press",
  pressScreen: "Press Screening",
  originalArt: "Original Art",
  slabOnly: "Slab Only",
  rawGrade: "Raw Grade",
  gradeScreen: "Grade Screening",
  rawGradeScreening: "Raw Grade + Grade Screening",
};

/**
 * Each ticked add-on's quantity must not exceed its remaining count. The first option over its count
 * fails with 'Please check your Quantity for X'; the form then unticks it and reverts the quantity.
 */
export function validateAddOnQuantities(
  ticked: Partial<Record<AddOnOption, boolean>>,
  quantity: number,
  remaining: Partial<Record<AddOnOption, number>>,
): Result<AddOnOption[]> {
  const options = (Object.keys(ADD_ON_OPTION_LABELS) as AddOnOption[]).filter((option) => ticked[option]);
  for (const option of options) {
    if (quantity > (remaining[option] ?? 0)) return fail(checkQuantityFor(ADD_ON_OPTION_LABELS[option]));
  }
  return ok(options);
}

/** Editing a combined raw grade + grade screening comic: both or neither. */
export function validateRawGradeScreeningPair(input: {
  isCombined: boolean;
  rawGrade: boolean;
  gradeScreen: boolean;
}): Result<null> {
  if (!input.isCombined) return ok(null);
  if (input.rawGrade && !input.gradeScreen) return fail(SELECT_GRADE_SCREENING_ALSO);
  if (input.gradeScreen && !input.rawGrade) return fail(SELECT_RAWGRADE_ALSO);
  return ok(null);
}

export type SignatureBalanceKey = "asp" | "vspPrimary" | "vspSecondary" | "vsppPrimary" | "vsppSecondary";

const BALANCE_MESSAGES: Record<SignatureBalanceKey, string> = {
  asp: CHECK_ASP_BALANCE,
  vspPrimary: CHECK_VSP_PRIMARY_BALANCE,
  vspSecondary: CHECK_VSP_SECONDARY_BALANCE,
  vsppPrimary: CHECK_VSPP_PRIMARY_BALANCE,
  vsppSecondary: CHECK_VSPP_SECONDARY_BALANCE,
};

/**
 * Signature balances against quantity: each signature of a kind on the comic is used once per copy,
 * so `perComic × quantity` must not exceed what the invoice has left of that kind.
 */
export function validateSignatureBalances(
  quantity: number,
  perComic: Partial<Record<SignatureBalanceKey, number>>,
  remaining: Partial<Record<SignatureBalanceKey, number>>,
): Result<null> {
  for (const key of Object.keys(BALANCE_MESSAGES) as SignatureBalanceKey[]) {
    const needed = (perComic[key] ?? 0) * quantity;
    if (needed > 0 && needed > (remaining[key] ?? 0)) return fail(BALANCE_MESSAGES[key]);
  }
  return ok(null);
}
