import { describe, expect, it } from "vitest";
import {
  ADDRESS_PROVINCE_REQUIRED,
  addressProblems,
  canDeleteAddress,
  classifyUserSearch,
  DEFAULT_DEALER_DISCOUNTS,
  type MemberInput,
  memberProblems,
  newMemberProblems,
} from "./customer-rules";

const member: MemberInput = {
  firstName: "Ann",
  lastName: "Bell",
  email: "ann@example.com",
  membership: "Basic",
  discount: 0,
  pressingDiscount: 0,
  vspDiscount: 0,
  fedExAccount: "",
  upsAccount: "",
  dhlAccount: "",
};
const inCanada = { currentMembership: "Basic", defaultAddressCountry: "CA" };

describe("the member form", () => {
  it("accepts a plain member and a Dealer with a discount", () => {
    expect(memberProblems(member, inCanada)).toEqual({});
    expect(memberProblems({ ...member, membership: "Dealer", discount: 15 }, inCanada)).toEqual({});
  });

  it("refuses a Dealer without a discount above 0", () => {
    expect(memberProblems({ ...member, membership: "Dealer" }, inCanada)).toEqual({
      discount: "A Dealer needs a discount above 0.",
    });
  });

  it("refuses assigning ClubMember, Bronze, Gold and NewDealer but keeps a member's current one", () => {
    for (const level of ["ClubMember", "Bronze", "Gold", "NewDealer"]) {
      expect(memberProblems({ ...member, membership: level }, inCanada).membership).toBe(
        `The ${level} membership is discontinued and cannot be assigned.`,
      );
    }
    expect(
      memberProblems({ ...member, membership: "Gold" }, { ...inCanada, currentMembership: "Gold" }),
    ).toEqual({});
  });

  it("checks account numbers FedEx 9, UPS 6, DHL 9 and no DHL for a US default address", () => {
    const problems = memberProblems(
      { ...member, fedExAccount: "12345678", upsAccount: "12-456", dhlAccount: "ABC" },
      inCanada,
    );
    expect(problems).toEqual({
      fedExAccount: "FedEx account number must be 9 letters or digits.",
      upsAccount: "UPS account number must be 6 letters or digits.",
      dhlAccount: "DHL account number must be 9 letters or digits.",
    });
    expect(memberProblems({ ...member, dhlAccount: "123456789" }, inCanada)).toEqual({});
    expect(
      memberProblems({ ...member, dhlAccount: "123456789" }, { ...inCanada, defaultAddressCountry: "US" })
        .dhlAccount,
    ).toMatch(/DHL/);
  });

  it("needs names and a valid e-mail", () => {
    expect(newMemberProblems({ firstName: " ", lastName: "", email: "nope" })).toEqual({
      firstName: "First name is required.",
      lastName: "Last name is required.",
      email: "Invalid email format",
    });
  });

  it("offers the dealer defaults 15/10/50", () => {
    expect(DEFAULT_DEALER_DISCOUNTS).toEqual({ grading: 15, pressing: 10, vsp: 50 });
  });
});

describe("the address form", () => {
  it("needs a province in Canada", () => {
    const address = { country: "CA", stateProvince: "", line1: "1 Main", city: "Toronto", zipPostal: "M5V" };
    expect(addressProblems(address)).toEqual({ stateProvince: ADDRESS_PROVINCE_REQUIRED });
    expect(addressProblems({ ...address, stateProvince: "ON" })).toEqual({});
  });

  it("keeps the default address while others exist", () => {
    expect(canDeleteAddress({ isDefault: true }, 2)).toBe(false);
    expect(canDeleteAddress({ isDefault: true }, 1)).toBe(true);
    expect(canDeleteAddress({ isDefault: false }, 3)).toBe(true);
  });
});

describe("customer search", () => {
  it("new-user search is an e-mail or a last name", () => {
    expect(classifyUserSearch("ann@lab.com")).toEqual({ by: "email", value: "ann@lab.com" });
    expect(classifyUserSearch(" Smith ")).toEqual({ by: "lastName", value: "Smith" });
  });
});
