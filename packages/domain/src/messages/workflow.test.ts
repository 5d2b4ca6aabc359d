// Pins every text workflow.md quotes to the constant that carries it: a change to a constant that
// drifts from the spec's wording (typos included) fails here.
import { describe, expect, it } from "vitest";
import * as m from "./workflow";

describe("workflow.md message texts, exactly as the spec writes them", () => {
  it.each([
    [m.NOT_A_VALID_SCAN, "Not a valid Scan"],
    [m.NOT_A_VALID_TIER_ID, "Not a valid Tier Id"],
    [m.INVALID_COMIC_SCAN, "Invalid comic book/comic magazine/manga book"],
    [m.SCAN_AT_LEAST_ONE_COMIC, "Please scan atleast one comic"],
    [m.COULD_NOT_SHIP_SCAN_ONE, "Could not ship this order, scan atleast one comic/magazine/manga"],
    [m.ORIGINAL_ART_NEEDS_ONE_SIGNATURE, "Original Art needs one signature"],
    [
      m.ORIGINAL_ART_REQUIRES_SIGNATURE,
      "Please note that Original Art submissions require at least one signature",
    ],
    [m.FAILED_VSP_NEEDS_DESCRIPTION, "All Failed VSP Signatures require a description."],
    [m.FAILED_VSPP_NEEDS_DESCRIPTION, "All Failed VSP Plus Signatures require a description."],
    [m.ENTER_REJECT_FEES, "Please enter reject fees"],
    [m.REJECT_FEE_TWO_DIGITS, "Invalid entry. Only 2 digits allowed."],
    [m.gradeBelowScreen("9.2", "9.4"), "Grade 9.2 is below the grade screen of 9.4"],
    [m.unableToExecuteSearch("ab"), "Unable to execute search request: ab"],
    [m.SEARCH_NOT_IMPLEMENTED, "Not implemented"],
    [m.CANNOT_COME_DIRECTLY, "Sorry you can not directly come on this page!"],
    [m.AMOUNT_NOT_LESS_THAN_ONE, "Amount should not be less than 1."],
    [m.ERROR_PROCESSING_REQUEST, "Error processing request."],
    [m.ERROR_REFRESHING_TOKEN, "Error refreshing token"],
    [m.DUE_DATE_UPDATED, "Due date updated."],
    [m.TIER_ADDED_TO_LABELS, "Tier added to Labels queue"],
    [m.INVOICE_CANCELLED, "Invoice cancelled sucessfully."],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
