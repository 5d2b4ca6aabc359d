import { describe, expect, it } from "vitest";
import {
  flagsAfterEdit,
  flagsAfterSave,
  preReceivingRedirect,
  SAVED_COMIC_STATUS,
  tierBalances,
} from "./index";

describe("pre-receiving (submissions §4)", () => {
  const tiers = [
    { id: "NW", count: 3, insured: 60000 },
    { id: "SO", count: 1, insured: 10000 },
  ];

  it("leaves on each tier its comics and insured value less the saved comics", () => {
    const balances = tierBalances(tiers, [
      { tierId: "NW", quantity: 2, insured: 20000 },
      { tierId: "SO", quantity: 1, insured: 10000 },
    ]);
    expect(balances).toEqual([
      { tierId: "NW", remainingComics: 1, remainingInsured: 20000 },
      { tierId: "SO", remainingComics: 0, remainingInsured: 0 },
    ]);
  });

  it("a save makes the order checkout-eligible only when every tier has 0 comics left", () => {
    const partly = tierBalances(tiers, [{ tierId: "NW", quantity: 3, insured: 100 }]);
    expect(flagsAfterSave(partly)).toEqual({ checkoutEligible: 0, hasNewChanges: false });
    const all = tierBalances(tiers, [
      { tierId: "NW", quantity: 3, insured: 100 },
      { tierId: "SO", quantity: 1, insured: 100 },
    ]);
    expect(flagsAfterSave(all)).toEqual({ checkoutEligible: 1, hasNewChanges: false });
  });

  it("any edit resets eligibility to 0 and flags unsaved changes", () => {
    expect(flagsAfterEdit()).toEqual({ checkoutEligible: 0, hasNewChanges: true });
  });

  it("a saved comic starts as 'Submitted'", () => {
    expect(SAVED_COMIC_STATUS).toBe("Submitted");
  });

  it.each([
    ["addcomic", "AddComic", false, null],
    ["addcomic", "Invoicing", false, "order-summary"],
    ["invoicing", "Invoicing", false, null],
    ["invoicing", "AddComic", false, "order-summary"],
    ["invoicing", "Submitted", true, null],
  ] as const)("%s screen on a %s order (new: %s) -> %s", (screen, status, isNew, redirect) => {
    expect(preReceivingRedirect(screen, status, { isNew })).toBe(redirect);
  });
});
