// Payment texts. The save-failure headers are the spec's (administration §8) and live with the other
// spec texts in ../messages; the field and gateway texts below are ours (the spec gives none).
export { ERROR_DELETING_PAYMENT_METHOD, ERROR_UPDATING_PAYMENT_METHOD } from "../messages/administration";

// Payment form fields (checked in the browser for instant feedback, again by the tokenizer).
export const CARD_NUMBER_REQUIRED = "Please enter the card number.";
export const CARD_NUMBER_INVALID = "The card number is not valid.";
export const CARD_CODE_INVALID = "The card code must be 3 digits.";
export const CARD_CODE_INVALID_AMEX = "The card code must be 4 digits for Amex.";
export const EXPIRY_REQUIRED = "Please select the expiry month and year.";
export const CARD_EXPIRED = "The card has expired.";
export const BANK_NAME_REQUIRED = "Please enter the bank name.";
export const ROUTING_NUMBER_INVALID = "The routing number must be 9 digits with a valid check digit.";
export const ACCOUNT_NUMBER_INVALID = "The account number must be 4 to 17 digits.";

// Storing a tokenized method on a customer.
export const PAY_METHOD_TOKEN_UNKNOWN =
  "The payment details were not recognised by the gateway; please enter them again.";
export const PAY_METHOD_TOKEN_IN_USE = "These payment details are already stored for another customer.";
export const PAY_METHOD_NOT_FOUND = "Payment method not found.";
export const CUSTOMER_NOT_FOUND = "Customer not found.";

// Gateway answers (the built-in test gateway's; a real gateway passes its own).
export const GATEWAY_APPROVED = "Approved";
export const CARD_DECLINED = "Your card was declined.";
export const CARD_INSUFFICIENT_FUNDS = "Your card has insufficient funds.";
export const CARD_EXPIRED_AT_GATEWAY = "Your card has expired.";
export const BANK_ACCOUNT_DECLINED = "The bank account was declined.";
export const BANK_ACCOUNT_INSUFFICIENT_FUNDS = "The bank account has insufficient funds.";
export const GATEWAY_TOKEN_UNKNOWN = "The payment method is not known to the gateway.";
export const CHARGE_ALREADY_SETTLED =
  "This charge has settled and can no longer be voided; refund it instead.";
export const CHARGE_NOT_FOUND = "The gateway has no such charge.";
export const REFUND_ABOVE_REMAINING = "The refund is more than the charge has left to refund.";
export const CHARGE_ALREADY_VOIDED = "This charge has already been voided.";
export const CHARGE_REFUNDED_NO_VOID = "This charge has been partly refunded and can no longer be voided.";
export const GATEWAY_REFERENCE_CLOSED =
  "This payment reached the gateway after it had been reported as never received, so it was not made.";
