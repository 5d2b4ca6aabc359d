import { describe, expect, it } from "vitest";
import { quoteSubmission } from "../pricing";
import { draftComic, quoteInput } from "../pricing/test-fixtures";
import { DEFAULT_CATALOG, isSoldWithFastPass, orderTierPromisedDays, tat } from "./index";

const US = (sold: Parameters<typeof orderTierPromisedDays>[2]) =>
  orderTierPromisedDays(DEFAULT_CATALOG, "US", sold);
const plain = { fastPassValue: 0, pressScreen: false, signatureKinds: [] } as const;

describe("promised days (§9: fast pass, press screening +7, signature add-ons except reholders)", () => {
  it("gives the four tiers of issue 30 the days their form's turnaround said", () => {
    // VP sold with Express: the Express level's 10 days, not VP's 20 ("2 weeks").
    expect(US({ ...plain, tierId: "VPE" })).toBe(10);
    // NW (30 days) with a VSP signature (5 days): 35, "5 weeks".
    expect(US({ ...plain, tierId: "NW", signatureKinds: ["VSP"] })).toBe(35);
    // VI (30 days) with press screening: 37, "6 weeks".
    expect(US({ ...plain, tierId: "VI", pressScreen: true })).toBe(37);
    // PM (15 days) with an ASP signature (2 days): 17, "3 weeks".
    expect(US({ ...plain, tierId: "PM", signatureKinds: ["ASP", "ASP"] })).toBe(17);
    expect([10, 35, 37, 17].map(tat)).toEqual(["2 weeks", "5 weeks", "6 weeks", "3 weeks"]);
  });

  it("is what the submission form quotes for the same comics", () => {
    const quote = quoteSubmission(
      quoteInput({
        comics: [
          draftComic({ id: "001", tierId: "VP", insured: 50_000, year: 1968, fastPassValue: 2 }),
          draftComic({ id: "002", signatures: [{ type: "VSP", name: "Stan Lee" }] }),
          draftComic({ id: "003", tierId: "VI", year: 1968, pressScreen: true }),
          draftComic({
            id: "004",
            tierId: "PM",
            insured: 500_000,
            signatures: [{ type: "ASP", name: "Jack Kirby" }],
          }),
        ],
      }),
    );
    expect(quote.comics.map((c) => c.days)).toEqual([10, 35, 37, 17]);
  });

  it("takes the level stored on the tier when its id has no letter (Priority), and the shorter days", () => {
    expect(US({ ...plain, tierId: "NW", fastPassValue: 5 })).toBe(1);
    // A 5-day express tier is not lengthened by a slower fast-pass level.
    expect(US({ ...plain, tierId: "NE", fastPassValue: 1 })).toBe(5);
  });

  it("adds nothing for signatures on a reholder tier, but press screening still counts", () => {
    expect(US({ ...plain, tierId: "CR", signatureKinds: ["VSP", "ASP"] })).toBe(10);
    expect(US({ ...plain, tierId: "CR", pressScreen: true })).toBe(17);
  });

  it("counts each signature kind once and is undefined for a tier the catalog lacks", () => {
    expect(US({ ...plain, tierId: "NW", signatureKinds: ["VSP", "VSPP", "VSP"] })).toBe(45);
    expect(US({ ...plain, tierId: "QQ" })).toBeUndefined();
  });

  it("flags a fast pass only for a tier sold with one", () => {
    expect(isSoldWithFastPass(0)).toBe(false);
    expect(isSoldWithFastPass(2)).toBe(true);
  });
});
