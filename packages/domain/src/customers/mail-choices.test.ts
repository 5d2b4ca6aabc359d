import { describe, expect, it } from "vitest";
import {
  checkMailChoices,
  describeMailChoices,
  isBounceError,
  isMailableAddress,
  MAIL_CHOICE_ALWAYS_SENT,
  MAIL_CHOICE_UNKNOWN,
} from "./mail-choices";

describe("the customer's mail choices", () => {
  it("keeps optional milestones once each, in the milestones' order", () => {
    expect(checkMailChoices(["grades", "received", "grades"])).toEqual({
      ok: true,
      value: ["received", "grades"],
    });
    expect(checkMailChoices([])).toEqual({ ok: true, value: [] });
  });

  it("refuses turning off receipts or shipping, and unknown milestones", () => {
    for (const always of ["shipped", "pickup", "payment", "refund"]) {
      expect(checkMailChoices(["grades", always])).toEqual({ ok: false, message: MAIL_CHOICE_ALWAYS_SENT });
    }
    expect(MAIL_CHOICE_ALWAYS_SENT).toContain("only Received, Invoice ready and Grades ready can");
    expect(checkMailChoices(["newsletter"])).toEqual({ ok: false, message: MAIL_CHOICE_UNKNOWN });
  });

  it("describes a choice in words for the audit", () => {
    expect(describeMailChoices([])).toBe("All sent");
    expect(describeMailChoices(["grades", "received"])).toBe("Off: Received, Grades ready");
  });

  it("checks the address with the product's one e-mail pattern", () => {
    expect(isMailableAddress("ann@example.com")).toBe(true);
    expect(isMailableAddress("ann@example")).toBe(false);
    expect(isMailableAddress("")).toBe(false);
    expect(isMailableAddress(null)).toBe(false);
  });
});

describe("a bounce", () => {
  it("is a recipient or message refused with a 5xx reply", () => {
    expect(
      isBounceError("Can't send mail - all recipients were rejected: 550 5.1.1 <a@b.test>: User unknown"),
    ).toBe(true);
    expect(isBounceError("Recipient command failed: 553 5.1.3 bad address")).toBe(true);
    expect(isBounceError("Message failed: 554 5.7.1 rejected")).toBe(true);
  });

  it("is not a temporary refusal, the lab's relay refusing us, or no error", () => {
    expect(isBounceError("Can't send mail - all recipients were rejected: 450 4.2.0 try later")).toBe(false);
    expect(isBounceError("Invalid login: 535 5.7.8 Authentication failed")).toBe(false);
    expect(isBounceError("Mail command failed: 550 5.7.1 sender refused")).toBe(false);
    expect(isBounceError("Connection timeout")).toBe(false);
    expect(isBounceError(null)).toBe(false);
  });
});
