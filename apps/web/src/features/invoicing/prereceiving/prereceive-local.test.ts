// Pre-receiving local state per order id and the comic form's balance checks (submissions-pricing §3,
// §4, §5): survives a reload on the same version, cleared on demand, edits reset eligibility, copy,
// and 'Please check your Quantity for X' unticking X and putting the quantity back.
import type { TPreReceive } from "@gbo/contracts/invoicing";
import { beforeEach, describe, expect, it } from "vitest";
import { blankComic, checkComicForm, formValuesOf } from "./comic-form-logic";
import {
  balancesOf,
  clearLocal,
  copyComic,
  insuredLeft,
  localFromServer,
  putComic,
  readLocal,
  removeComic,
  resumeLocal,
  submitListOf,
  writeLocal,
} from "./local-state";

const page: TPreReceive = {
  id: "26-ABCD123",
  status: "AddComic",
  version: 4,
  customerName: "Ann",
  collectibleType: "Comic",
  mangaType: null,
  countryCode: "US",
  addOnCounts: { aspComicsCount: 1 },
  tiers: [
    {
      id: "MD",
      label: "MD",
      count: 3,
      insured: 60_000,
      days: 20,
      invoiceCounts: { imageCount: 1 },
      remainingComics: 2,
      remainingInsured: 50_000,
      insuredRange: { min: 0, max: 100_000 },
      status: "PreGrade",
    },
  ],
  comics: [
    {
      ...blankComic("MD"),
      id: "001",
      title: "X-Men",
      insured: 10_000,
      uniqueId: "26-ABCD123-001",
      status: "Submitted",
    },
  ],
  checkoutEligible: 0,
};

beforeEach(() => window.localStorage.clear());

describe("pre-receiving local state", () => {
  it("starts from the server's saved comics and counts", () => {
    const state = localFromServer(page);
    expect(state.availableCounts).toEqual({ MD: 2 });
    expect(state.savedComics.map((c) => [c.key, c.uniqueId])).toEqual([["001", "26-ABCD123-001"]]);
    expect(state.newChanges).toBe(false);
  });

  it("an edit flags unsaved changes, resets eligibility and survives a reload on the same version", () => {
    const added = putComic({ ...localFromServer(page), checkoutEligible: 1 }, page, null, {
      ...blankComic("MD"),
      title: "Hulk",
      quantity: 2,
      insured: 5_000,
    });
    expect(added.key).toBe("n1");
    expect(added.state).toMatchObject({ checkoutEligible: 0, newChanges: true, availableCounts: { MD: 0 } });
    writeLocal(added.state);
    expect(resumeLocal(page).savedComics).toHaveLength(2);
    expect(insuredLeft(added.state, page, "MD")).toBe(40_000);
    // The server moved on (someone saved): its list wins.
    expect(resumeLocal({ ...page, version: 5 }).savedComics).toHaveLength(1);
    clearLocal(page.id);
    expect(readLocal(page.id)).toBeNull();
  });

  it("removes and copies comics; the list sent has no local keys", () => {
    let state = putComic(localFromServer(page), page, null, { ...blankComic("MD"), title: "Hulk" }).state;
    state = copyComic(state, "001");
    expect(state.copyComics).toMatchObject({ id: null, title: "X-Men" });
    state = removeComic(state, page, "001");
    expect(submitListOf(state)).toEqual([{ ...blankComic("MD"), title: "Hulk" }]);
    expect(state.availableCounts).toEqual({ MD: 2 });
  });
});

describe("the comic form's balance checks", () => {
  const state = localFromServer(page);
  const balances = balancesOf(state, page, "MD", null);
  if (!balances) throw new Error("tier MD");
  const values = (over: Partial<ReturnType<typeof formValuesOf>>) => ({
    ...formValuesOf({ ...blankComic("MD"), title: "Hulk" }),
    ...over,
  });

  it("quantity over the balance: 'Quantity not be greater than 2'", () => {
    const checked = checkComicForm({
      values: values({ quantityText: "3" }),
      balances,
      previousQuantity: 1,
      wasCombined: false,
    });
    expect(checked).toMatchObject({ ok: false, message: "Quantity not be greater than 2" });
  });

  it("insured over the balance: 'Insured balance has increased due to quantity'", () => {
    const checked = checkComicForm({
      values: values({ quantityText: "2", insuredText: "300" }),
      balances,
      previousQuantity: 1,
      wasCombined: false,
    });
    expect(checked).toMatchObject({ ok: false, message: "Insured balance has increased due to quantity" });
  });

  it("'Please check your Quantity for Image' unticks Image and puts the quantity back", () => {
    const checked = checkComicForm({
      values: values({ quantityText: "2", image: true }),
      balances,
      previousQuantity: 1,
      wasCombined: false,
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.message).toBe("Please check your Quantity for Image");
    expect(checked.values).toMatchObject({ image: false, quantityText: "1" });
  });

  it("the combined pair and the signatures", () => {
    expect(
      checkComicForm({
        values: values({ rawGrade: true }),
        balances,
        previousQuantity: 1,
        wasCombined: true,
      }),
    ).toMatchObject({ message: "You have to select grade screening also!" });
    expect(
      checkComicForm({
        values: values({ signatures: [{ type: "VSPP", label: "" }] }),
        balances,
        previousQuantity: 1,
        wasCombined: false,
      }),
    ).toMatchObject({ message: "Please check your VSP Plus balance with entered quantity!" });
  });

  it("a new comic outside the tier's insured range: 'Allowed insured value is between $0 to $1,000'", () => {
    const checked = checkComicForm({
      values: values({ insuredText: "1500" }),
      balances,
      previousQuantity: 1,
      wasCombined: false,
    });
    expect(checked).toMatchObject({ message: "Allowed insured value is between $0 to $1,000" });
    // An edited comic keeps its value (the range is for new comics); the insured balance still holds.
    expect(
      checkComicForm({
        values: values({ insuredText: "1500" }),
        balances,
        previousQuantity: 1,
        wasCombined: false,
        isNew: false,
      }),
    ).toMatchObject({ message: "Insured balance has increased due to quantity" });
  });

  it("a valid comic comes back in cents", () => {
    const checked = checkComicForm({
      values: values({ quantityText: "2", insuredText: "250", image: false }),
      balances,
      previousQuantity: 1,
      wasCombined: false,
    });
    expect(checked).toMatchObject({ ok: true, comic: { quantity: 2, insured: 25_000 } });
  });
});
