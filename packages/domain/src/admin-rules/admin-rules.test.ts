import { describe, expect, it } from "vitest";
import {
  canClearLabelQueue,
  canDeleteSalesRep,
  classifyGlobalSearch,
  classifyUserSearch,
  defaultEventDate,
  filterExchangeRateTyping,
  formatPhone,
  hourlySlots,
  LABEL_BUCKETS,
  normalizeShelfId,
  paymentExpiryYears,
  printJobStatusName,
  shelfIdParts,
  validateAccountNumber,
  validateBarcodePosition,
  validateClearLabelQueue,
  validateDhlForAddress,
  validateEventDay,
  validateExchangeRate,
  validateLabelLength,
  validateLabelQueueRemoval,
  validateMembership,
  validateOnsiteForm,
  validateResendComment,
  validateShelfAction,
  validateShelfId,
  validateShelfMove,
  validateSubscribesRange,
  validateWorkerEmail,
} from "./index";

describe("exchange rate", () => {
  it.each([
    [".5", "Please add a value before decimal"],
    ["0", "Exchange rate should be greater than zero"],
    ["0.00", "Exchange rate should be greater than zero"],
    ["", "Exchange rate should be greater than zero"],
  ])("%j -> %s", (text, message) => {
    expect(validateExchangeRate(text)).toEqual({ ok: false, message });
  });
  it("accepts a positive rate", () => {
    expect(validateExchangeRate("1.35")).toEqual({ ok: true, value: 1.35 });
    expect(validateExchangeRate("2.")).toEqual({ ok: true, value: 2 });
  });
  it("only digits and one decimal point can be typed", () => {
    expect(filterExchangeRateTyping("1a.3.5-")).toBe("1.35");
  });
});

describe("shelves", () => {
  it.each([
    ["a-b-c", "A-B-C"],
    [" 12-ab3-x ", "12-AB3-X"],
  ])("%j normalizes to %s", (text, id) => {
    expect(normalizeShelfId(text)).toBe(id);
  });
  it.each(["A-B", "ABCD-1-2", "A-B-C-D", "A_B_C", "A--C"])("%j is not a shelf id", (text) => {
    expect(normalizeShelfId(text)).toBeNull();
  });
  it("messages", () => {
    expect(validateShelfId("")).toEqual({ ok: false, message: "Please enter shelf Id" });
    expect(validateShelfId("A-B")).toEqual({ ok: false, message: "Please enter valid shelf id" });
    expect(shelfIdParts("a-b-c")).toEqual(["A", "B", "C"]);
  });
  it.each([
    [{ shelfId: "A-1-B", tierScan: "", action: 1 }, "Please scan or enter Tier Id"],
    [{ shelfId: "A-1-B", tierScan: "26-0A12345-SO", action: null }, "Please select an action"],
    [{ shelfId: "A-1-B", tierScan: "26-0A12345-SO", action: 3 }, "Please select an action"],
    [{ shelfId: "A-1-B", tierScan: "26-0A12345-001", action: 1 }, "Invalid Tier Id"],
    [{ shelfId: "", tierScan: "26-0A12345-SO", action: 1 }, "Please enter shelf Id"],
  ])("%j -> %s", (input, message) => {
    expect(validateShelfAction(input)).toEqual({ ok: false, message });
  });
  it("action 1 puts a tier in, 2 takes it out", () => {
    expect(validateShelfAction({ shelfId: "a-1-b", tierScan: "26-0a12345-sof", action: 2 })).toEqual({
      ok: true,
      value: { shelfId: "A-1-B", orderId: "26-0A12345", tierId: "SOF", action: 2 },
    });
  });
});

describe("subscribes date pairs", () => {
  it.each([
    ["2026-01-01", null, "search", "Please select end date."],
    [null, "2026-01-01", "search", "Please select start date."],
    ["2026-01-01", null, "export", "Please enter end date."],
    [null, "2026-01-01", "export", "Please enter start date."],
    ["2026-02-01", "2026-01-01", "search", "Start date should not be greater than end date!"],
    ["2026-02-01", "2026-01-01", "export", "Start date should not be greater than end date!"],
  ] as const)("%s..%s (%s) -> %s", (start, end, mode, message) => {
    expect(validateSubscribesRange(start, end, mode)).toEqual({ ok: false, message });
  });
  it("both or none", () => {
    expect(validateSubscribesRange(null, "", "search")).toEqual({ ok: true, value: null });
    expect(validateSubscribesRange("2026-01-01", "2026-01-01", "export")).toEqual({
      ok: true,
      value: { start: "2026-01-01", end: "2026-01-01" },
    });
  });
});

describe("onsite and signing", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  it("event date missing or more than 7 days old defaults to now", () => {
    expect(defaultEventDate(null, now)).toBe(now);
    expect(defaultEventDate("2026-11-13T11:00:00Z", now)).toBe(now);
    // 7 days and 6 hours old: more than 7 days, so now.
    expect(defaultEventDate("2026-11-14T06:00:00Z", now)).toBe(now);
    expect(defaultEventDate("2026-11-14T18:00:00Z", now).toISOString()).toBe("2026-11-14T18:00:00.000Z");
    expect(defaultEventDate("2026-11-15T12:00:00Z", now).toISOString()).toBe("2026-11-15T12:00:00.000Z");
    expect(defaultEventDate("2026-12-25T12:00:00Z", now).toISOString()).toBe("2026-12-25T12:00:00.000Z");
  });
  it("event picker allows today to 365 days ahead", () => {
    expect(validateEventDay("2027-11-21", "2026-11-21").ok).toBe(true);
    expect(validateEventDay("2027-11-22", "2026-11-21").ok).toBe(false);
    expect(validateEventDay("2026-11-20", "2026-11-21").ok).toBe(false);
  });
  const form = {
    infoEmail: "info@example.com",
    facilitators: [{ info: "Table 4", email: "f@example.com" }],
    comments: [{ line1: "Doors at 9", line2: "" }],
  };
  it.each([
    [{ ...form, infoEmail: "info@" }, "Please enter valid email."],
    [{ ...form, facilitators: [{ info: " ", email: "f@example.com" }] }, "Please enter facilitator info."],
    [{ ...form, facilitators: [{ info: "Table 4", email: "" }] }, "Please enter facilitator email."],
    [
      { ...form, facilitators: [{ info: "Table 4", email: "nope" }] },
      "Please enter valid facilitator email.",
    ],
    [{ ...form, comments: [{ line1: "", line2: "x" }] }, "Please enter line 1 of comment."],
  ])("%j -> %s", (input, message) => {
    expect(validateOnsiteForm(input)).toEqual({ ok: false, message });
  });
  it("accepts a complete form", () => {
    expect(validateOnsiteForm(form).ok).toBe(true);
  });
});

describe("workers and customers", () => {
  it("worker e-mail must be valid", () => {
    expect(validateWorkerEmail("bad@")).toEqual({ ok: false, message: "Invalid email format" });
    expect(validateWorkerEmail(" Ann@Lab.com ")).toEqual({ ok: true, value: "ann@lab.com" });
  });
  it("new-user search is an e-mail or a last name", () => {
    expect(classifyUserSearch("ann@lab.com")).toEqual({ by: "email", value: "ann@lab.com" });
    expect(classifyUserSearch(" Smith ")).toEqual({ by: "lastName", value: "Smith" });
  });
  it.each([
    ["FedEx", "123456789", true],
    ["FedEx", "12345678", false],
    ["UPS", "a1b2c3", true],
    ["UPS", "a1b2c3d", false],
    ["DHL", "12345-789", false],
    ["DHL", "ABCDEFGHI", true],
    ["UPS", "", true],
  ] as const)("%s account %j: %s", (carrier, value, isValid) => {
    expect(validateAccountNumber(carrier, value).ok).toBe(isValid);
  });
  it("names the account rule", () => {
    expect(validateAccountNumber("UPS", "12")).toEqual({
      ok: false,
      message: "UPS account number must be 6 letters or digits.",
    });
  });
  it("DHL is not for domestic US addresses", () => {
    expect(validateDhlForAddress("US").ok).toBe(false);
    expect(validateDhlForAddress("CA").ok).toBe(true);
  });
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

describe("labels and printing", () => {
  it.each([
    [0, "unknown"],
    [1, "printing"],
    [2, "finished"],
    [3, "error"],
    [4, "paper out"],
    [5, "in queue"],
    [-1, "processing error"],
    [-2, "printer busy"],
    [-3, "invalid job id"],
    [-4, "not spooled"],
  ])("print job status %i is %s", (code, name) => {
    expect(printJobStatusName(code)).toBe(name);
  });
  it("queue buckets, clearing and sales rep deletion", () => {
    expect(LABEL_BUCKETS.Manga).toEqual(["CB", "HR", "LP", "RB", "SL", "PF"]);
    expect(canClearLabelQueue(0)).toBe(false);
    expect(canClearLabelQueue(2)).toBe(true);
    expect(canDeleteSalesRep(0)).toBe(true);
    expect(canDeleteSalesRep(3)).toBe(false);
  });
  it("pickers", () => {
    expect(paymentExpiryYears(2026)).toHaveLength(20);
    expect(paymentExpiryYears(2026)[19]).toBe(2045);
    expect(hourlySlots()[0]).toBe("12:00 am");
    expect(hourlySlots()[13]).toBe("1:00 pm");
    expect(hourlySlots()[23]).toBe("11:00 pm");
  });
});

describe("phone display", () => {
  it.each([
    ["5551234567", "(555) 123-4567"],
    ["555-123-4567", "(555) 123-4567"],
    ["+1 555 123 4567", "+1 555 123 4567"],
    ["12345", "12345"],
  ])("%j shows as %j", (text, shown) => {
    expect(formatPhone(text)).toBe(shown);
  });
});

describe("global search", () => {
  it.each([
    ["ab", { kind: "warning", message: "Unable to execute search request: ab" }],
    // Three characters are enough to search: this one is simply neither an id nor a reference.
    ["abc", { kind: "warning", message: "Not implemented" }],
    ["", { kind: "warning", message: "Unable to execute search request: " }],
    ["26-0a12345", { kind: "open", path: "/orders/26-0A12345" }],
    ["1234567", { kind: "open", path: "/orders/00-1234567" }],
    ["26-0A12345-SO", { kind: "open", path: "/orders/26-0A12345/SO" }],
    ["hello world", { kind: "warning", message: "Not implemented" }],
    ["ebay-12345", { kind: "reference", prefix: "EBAY", ref: "12345" }],
    ["EBAY778", { kind: "reference", prefix: "EBAY", ref: "778" }],
    ["ebay", { kind: "warning", message: "Not implemented" }],
  ])("%j -> %j", (text, result) => {
    expect(classifyGlobalSearch(text, ["EBAY", "CGX"])).toEqual(result);
  });
});

describe("confirmations that need input", () => {
  it("a label queue clears only with pages", () => {
    expect(validateClearLabelQueue(0)).toEqual({ ok: false, message: "There are no labels to clear." });
    expect(validateClearLabelQueue(1).ok).toBe(true);
  });
  it("mail resend needs a comment", () => {
    expect(validateResendComment(" ")).toEqual({ ok: false, message: "Please enter a comment." });
    expect(validateResendComment(" bounced ")).toEqual({ ok: true, value: "bounced" });
  });
});

describe("shelf moves ('Invalid request') and label-queue removal ('Invalid Request')", () => {
  const shelfTiers = [{ orderId: "26-0A12345", tierId: "SO" }];
  it.each([
    [1, "SO", "Invalid request"],
    [2, "NW", "Invalid request"],
  ] as const)("action %i of tier %s on a shelf holding SO -> %s", (action, tierId, message) => {
    expect(validateShelfMove({ action, orderId: "26-0A12345", tierId, shelfTiers })).toEqual({
      ok: false,
      message,
    });
  });
  it("puts in a tier not on the shelf and takes out one that is", () => {
    expect(validateShelfMove({ action: 1, orderId: "26-0A12345", tierId: "NW", shelfTiers }).ok).toBe(true);
    expect(validateShelfMove({ action: 2, orderId: "26-0A12345", tierId: "so", shelfTiers }).ok).toBe(true);
  });

  const queue = [{ orderId: "26-0A12345", tierId: "SO" }];
  it.each([
    ["26-0A12345-001", "a comic, not a tier"],
    ["nonsense", "not a scan"],
    ["26-0A12345-NW", "a tier not in the queue"],
  ])("%j (%s) -> 'Invalid Request'", (scan) => {
    expect(validateLabelQueueRemoval(scan, queue)).toEqual({ ok: false, message: "Invalid Request" });
  });
  it("removes a queued tier", () => {
    expect(validateLabelQueueRemoval("26-0a12345-so", queue)).toEqual({
      ok: true,
      value: { orderId: "26-0A12345", tierId: "SO" },
    });
  });
});

describe("label framework rules (administration §5)", () => {
  it("an address barcode position is AboveAddress, BelowAddress or Suppress", () => {
    for (const position of ["AboveAddress", "BelowAddress", "Suppress"]) {
      expect(validateBarcodePosition(position)).toEqual({ ok: true, value: position });
    }
    expect(validateBarcodePosition("Top")).toEqual({
      ok: false,
      message: "barcode position Top is invalid value",
    });
  });

  it("a length is set only on continuous labels; 0 is automatic; at most 7200", () => {
    expect(validateLabelLength({ isContinuous: false, length: 100 })).toEqual({
      ok: false,
      message: "Cannot set length on non-continuous label.",
    });
    expect(validateLabelLength({ isContinuous: true, length: 0 })).toEqual({ ok: true, value: 0 });
    expect(validateLabelLength({ isContinuous: true, length: 9000 })).toEqual({ ok: true, value: 7200 });
  });
});
