// Pins every text submissions-pricing.md quotes (and the promo-form texts of administration.md §5) to
// the constant that carries it: a constant drifting from the spec's wording, typos included, fails.
import { describe, expect, it } from "vitest";
import * as p from "./promo-form";
import * as m from "./submissions";

describe("submissions-pricing.md message texts, exactly as the spec writes them", () => {
  it.each([
    [m.QUANTITY_ABOVE_ZERO, "Quantity will accept only value more than 0!"],
    [m.QUANTITY_INTEGER, "Quantity will accept only interger value!"],
    [m.INSURED_INTEGER, "Insured will accept only integer value!"],
    [m.quantityNotGreaterThan(4), "Quantity not be greater than 4"],
    [m.INSURED_BALANCE_INCREASED, "Insured balance has increased due to quantity"],
    [m.allowedInsuredBetween("$0", "$400"), "Allowed insured value is between $0 to $400"],
    [m.checkQuantityFor("Image"), "Please check your Quantity for Image"],
    [m.SELECT_GRADE_SCREENING_ALSO, "You have to select grade screening also!"],
    [m.SELECT_RAWGRADE_ALSO, "You have to select Rawgrade also!"],
    [m.CHECK_ASP_BALANCE, "Please check your ASP balance with entered quantity!"],
    [m.RAW_GRADE_INVALID_FOR_REHOLDER, "Raw Grade comics are invalid for reholder"],
    [m.reholderInsuredAbove("$500"), "Sorry You can not enter Insured amount more than $500"],
    [m.INVOICE_MANDATORY_FIELDS, "Please fill mandatory field Total comics,tier name, insured value."],
    [m.INSURANCE_WHOLE_NUMBER, "Insurance must be in whole number."],
    [m.INSURANCE_EXCEEDS_TIER_MAX, "Insurance value exceeds tier maximum insured value"],
    [m.TIER_ALREADY_EXISTS, "Tier already exists"],
    [m.MAXIMUM_TIER_LIMIT, "Maximum tier limit reached"],
    [m.NO_PRIMARY_VSP, "No Primary VSP, Please add a Primary VSP to add a Secondary VSP count."],
    [m.INVOICE_SHIPPING_ADDRESS_REQUIRED, "Please select a shipping address"],
    [m.INVOICE_CANADA_ADDRESS_ONLY, "Please choose only canada address!"],
    [m.ENTER_INVOICE_ID, "Please enter invoice id!"],
    [m.ENTER_VALID_INVOICE_ID, "Please enter valid invoice id!"],
    [m.NEW_INVOICE_ID_SAME, "New Invoice Id could not be same!"],
    [m.NO_PROMOCODE, "No Promocode"],
    [m.ADD_AT_LEAST_ONE_COMIC, "Please add at least one comic!"],
    [m.PROMO_NOT_FOR_DEALERS_ARTISTS, "Promo-code is not applicable for Dealers/Artist member!"],
    [m.PROMO_CODE_INVALID, "Promo Code is invalid."],
    [m.promoCodeCannotBeUsed("SUMMER10"), "SUMMER10 promo code cannot be used!"],
    [m.COMICS_SAVED, "Comics Saved"],
    [m.ERROR_PROCESSING_TRY_AGAIN, "Error processing request. Please try again"],
    [m.PRINTER_NOT_RUNNING, "Error processing request. Please check if printer web server is running"],
    [m.VERIFY_SUBMITTED_DATA, "Please verify submitted data"],
    [m.INVALID_SHIPPING_ADDRESS, "Invalid shipping address!"],
    [m.QUANTITY_OVER_MAXIMUM, "Quantity over maximum"],
    [m.CONFIRM_YES_COMPLETE, "Yes, complete"],
    [m.CONFIRM_YES_EDIT, "Yes, Edit"],
    [m.CONFIRM_YES_DISCARD, "Yes, discard"],
    [m.ORDER_ROUTED_TITLE, "Order Routed"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("administration.md §5 promo-form texts", () => {
  it.each([
    [p.PROMO_INVALID_DATE_FORMAT, "Error: Invalid date format!"],
    [p.PROMO_START_DATE_IN_PAST, "Start date should not be in past date!"],
    [p.PROMO_END_DATE_IN_PAST, "End date should not be in past date!"],
    [p.PROMO_START_AFTER_END, "Start date should not be greater than end date!"],
    [p.promoCodeAlreadyExists("DS10"), "DS10 promo code aleady exist!"],
    [p.PROMO_SELECT_GRADING_SERVICE, "Please select at least one Grading Service."],
    [p.PROMO_Y_BOOKS_ABOVE_X_BOOKS, "Y Books cannot be greater than X Books!"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
