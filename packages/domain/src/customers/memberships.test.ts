import { describe, expect, it } from "vitest";
import { validateMembership } from "./memberships";

describe("memberships", () => {
  it("a Dealer needs a discount above 0; discontinued memberships cannot be assigned", () => {
    expect(validateMembership({ membership: "Dealer", discountPercent: 0 })).toEqual({
      ok: false,
      message: "A Dealer needs a discount above 0.",
    });
    expect(validateMembership({ membership: "Dealer", discountPercent: 15 }).ok).toBe(true);
    for (const membership of ["ClubMember", "Bronze", "Gold", "NewDealer"]) {
      expect(validateMembership({ membership, discountPercent: 0 }).ok).toBe(false);
      expect(validateMembership({ membership, currentMembership: membership, discountPercent: 0 }).ok).toBe(
        true,
      );
    }
  });
});
