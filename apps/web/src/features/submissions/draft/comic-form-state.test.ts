import { DEFAULT_CATALOG } from "@gbo/domain/catalog";
import { ORIGINAL_ART_REQUIRES_SIGNATURE, TOO_MANY_COMICS } from "@gbo/domain/messages";
import { describe, expect, it } from "vitest";
import {
  type ComicFormValues,
  comicFormErrors,
  comicOfValues,
  emptyComicForm,
  roundedInsuredText,
  tierForValues,
} from "./comic-form-state";
import { type Draft, type DraftComic, newDraft } from "./draft-model";

const catalog = DEFAULT_CATALOG;
const draft: Draft = { ...newDraft("sam", 5, "Basic"), version: catalog.version };

function check(values: Partial<ComicFormValues>, on: Draft = draft, lookupTitles = ["Amazing Fantasy"]) {
  const all = { ...emptyComicForm(), title: "Amazing Fantasy", ...values };
  const tier = tierForValues(all, catalog, on);
  const comic = tier ? comicOfValues({ values: all, tier, catalog, draft: on, id: "c1" }) : undefined;
  return { tier, comic, errors: comicFormErrors({ values: all, tier, comic, draft: on, lookupTitles }) };
}

describe("comic form messages (§5)", () => {
  it("quantity must be above 0 and an integer", () => {
    expect(check({ quantity: "0" }).errors.quantity).toBe("Quantity will accept only value more than 0!");
    expect(check({ quantity: "1.5" }).errors.quantity).toBe("Quantity will accept only interger value!");
    expect(check({ quantity: "abc" }).errors.quantity).toBe("Quantity will accept only interger value!");
    expect(check({ quantity: "3" }).errors).toEqual({});
  });

  it("insured must be an integer; typed cents are rounded up on leaving the field, above the maximum cleared", () => {
    expect(check({ insured: "12.5" }).errors.insured).toBe("Insured will accept only integer value!");
    expect(check({ insured: "ten" }).errors.insured).toBe("Insured will accept only integer value!");
    expect(roundedInsuredText("12.01")).toBe("13");
    expect(roundedInsuredText("$1,200")).toBe("1200");
    expect(roundedInsuredText("1000000000")).toBe("");
    expect(roundedInsuredText("ten")).toBe("ten");
  });

  it("the title must match the lookup unless custom; custom is forced for Zasshi", () => {
    expect(check({ title: "Amazing Fantasi" }).errors.title).toMatch(/choose a title from the list/);
    expect(check({ title: "amazing fantasy" }).errors.title).toBeUndefined();
    expect(check({ title: "My own book", customTitle: true }).errors.title).toBeUndefined();
    const zasshi: Draft = { ...draft, collectibleType: "Manga", mangaType: "Zasshi" };
    const forced = check({ title: "Shonen Weekly 1999" }, zasshi, []);
    expect(forced.errors.title).toBeUndefined();
    expect(forced.comic?.customTitle).toBe(true);
  });

  it("the tier follows the insured value and year; the insured range is the tier's", () => {
    expect(check({ insured: "100", year: "1990" }).tier?.id).toBe("NW");
    expect(check({ insured: "100", year: "1962" }).tier?.id).toBe("VI");
    expect(check({ insured: "500", year: "1990" }).tier?.id).toBe("NP");
    expect(check({ insured: "5000", year: "1990" }).tier?.id).toBe("PM");
    expect(check({ service: "SO", insured: "5000" }).errors.insured).toBe(
      "Allowed insured value is between $0 to $1,000",
    );
  });

  it("artwork, slab and witnessed tiers turn pressing off and set their flag", () => {
    const slab = check({ service: "SO", press: 1, pressScreen: true });
    expect(slab.comic).toMatchObject({ tierId: "SO", isSlab: true, press: 0, pressScreen: false });
    const witnessed = check({ service: "WS", press: 2, signatures: [{ type: "VSP", name: "Stan Lee" }] });
    expect(witnessed.comic).toMatchObject({ isWitnessedSignature: true, press: 0 });
    // Witnessed tiers carry no VSP or VSPP.
    expect(witnessed.comic?.signatures).toEqual([]);
  });

  it("grade screening and partial grade only above 9 days; fast pass cleared where not allowed", () => {
    const express = check({ service: "express", gradeScreen: 9, partialGrade: true, fastPassValue: 1 });
    expect(express.tier?.days).toBe(5);
    expect(express.comic).toMatchObject({ gradeScreen: 0, partialGrade: false, fastPassValue: 0 });
    const standard = check({ insured: "100", year: "1990", gradeScreen: 9, fastPassValue: 1 });
    expect(standard.comic).toMatchObject({ gradeScreen: 9, fastPassValue: 1 });
  });

  it("original art tiers need a signature above version 13", () => {
    expect(check({ service: "OT" }).errors.save).toBe(ORIGINAL_ART_REQUIRES_SIGNATURE);
    expect(
      check({ service: "OT", signatures: [{ type: "ASP", name: "Jack Kirby" }] }).errors.save,
    ).toBeUndefined();
  });

  it("express service on a non-express tier conflicts for versions 3 to 7", () => {
    const old: Draft = { ...draft, version: 5 };
    // PM (15 days) offers Express; the tier itself is not an express tier.
    const result = check({ insured: "5000", year: "1990", fastPassValue: 2 }, old);
    expect(result.comic?.fastPassValue).toBe(2);
    expect(result.errors.save).toMatch(/Express service cannot be combined/);
  });

  it("at most 100 comics per order, the edited line not counted twice", () => {
    const full: Draft = { ...draft, comics: [{ id: "x", quantity: 99 } as DraftComic] };
    expect(check({ quantity: "2" }, full).errors.save).toBe(TOO_MANY_COMICS);
    expect(check({ quantity: "1" }, full).errors.save).toBeUndefined();
    const all = { ...emptyComicForm(), title: "Amazing Fantasy", quantity: "100" };
    const tier = tierForValues(all, catalog, full);
    const comic = tier ? comicOfValues({ values: all, tier, catalog, draft: full, id: "x" }) : undefined;
    expect(
      comicFormErrors({
        values: all,
        tier,
        comic,
        draft: full,
        lookupTitles: ["Amazing Fantasy"],
        editing: 0,
      }).save,
    ).toBeUndefined();
  });
});
