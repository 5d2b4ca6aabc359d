// The pre-receiving comic form's checks (submissions-pricing §5 "Comic form"), pure so they are tested
// without a screen: the domain's balance rules against the local list, and what the form does on
// 'Please check your Quantity for X' (untick the option, put the quantity back).
import type { TPreReceiveComic } from "@gbo/contracts/invoicing";
import {
  ADD_ON_OPTION_LABELS,
  type AddOnOption,
  type ComicBalances,
  checkComicBalances,
  validateInsuredInput,
  validateQuantity,
} from "@gbo/domain/comic";
import { checkQuantityFor } from "@gbo/domain/messages";

export type ComicFormValues = Omit<TPreReceiveComic, "quantity" | "insured" | "id"> & {
  quantityText: string;
  insuredText: string;
};

export type FormCheck =
  | { ok: true; comic: TPreReceiveComic }
  | { ok: false; message: string; values?: ComicFormValues };

export function formValuesOf(comic: TPreReceiveComic): ComicFormValues {
  const { quantity, insured, id: _id, ...rest } = comic;
  return { ...rest, quantityText: String(quantity), insuredText: String(Math.ceil(insured / 100)) };
}

export const blankComic = (tierId: string): TPreReceiveComic => ({
  id: null,
  tierId,
  title: "",
  issue: "",
  year: "",
  publisher: "",
  variant: "",
  quantity: 1,
  insured: 0,
  image: false,
  international: false,
  press: false,
  pressScreen: false,
  originalArt: false,
  slabOnly: false,
  rawGrade: false,
  gradeScreen: false,
  reholder: false,
  reholderId: null,
  signatures: [],
});

/** Which checkboxes an add-on option of the balance rules is. */
const OPTION_FIELDS: Record<AddOnOption, (keyof ComicFormValues)[]> = {
  image: ["image"],
  international: ["international"],
  press: ["press"],
  pressScreen: ["pressScreen"],
  originalArt: ["originalArt"],
  slabOnly: ["slabOnly"],
  rawGrade: ["rawGrade"],
  gradeScreen: ["gradeScreen"],
  rawGradeScreening: ["rawGrade", "gradeScreen"],
};

/**
 * The form's save: quantity and insured as typed, then every balance. On 'Please check your Quantity
 * for X' the answer carries the values with X unticked and the quantity put back to `previousQuantity`.
 */
export function checkComicForm(input: {
  values: ComicFormValues;
  balances: ComicBalances;
  previousQuantity: number;
  wasCombined: boolean;
  /** A comic not in the list yet: its insured value must lie in the tier's range. */
  isNew?: boolean;
  country?: string;
}): FormCheck {
  const { values } = input;
  if (!values.title.trim()) return { ok: false, message: "Please enter the title." };
  const quantity = validateQuantity(values.quantityText);
  if (!quantity.ok) return quantity;
  const insured = validateInsuredInput(values.insuredText);
  if (!insured.ok) return insured;
  const { quantityText: _q, insuredText: _i, ...rest } = values;
  const comic: TPreReceiveComic = { ...rest, id: null, quantity: quantity.value, insured: insured.value };
  const checked = checkComicBalances({
    comic,
    balances: input.balances,
    wasCombined: input.wasCombined,
    isNew: input.isNew ?? true,
    ...(input.country ? { country: input.country } : {}),
  });
  if (checked.ok) return { ok: true, comic };
  const option = (Object.keys(ADD_ON_OPTION_LABELS) as AddOnOption[]).find(
    (o) => checkQuantityFor(ADD_ON_OPTION_LABELS[o]) === checked.message,
  );
  if (!option) return checked;
  const reverted: ComicFormValues = { ...values, quantityText: String(input.previousQuantity) };
  for (const field of OPTION_FIELDS[option]) (reverted as Record<string, unknown>)[field] = false;
  return { ok: false, message: checked.message, values: reverted };
}
