// The order screens' forms checked all at once (issue 10 point 6): each function lists every bad field
// with the spec's text, keyed by the field's name, in the order the form shows them (the first is
// focused). The one-failure validators they reuse stay as they are for the server.
import { carrierOfShippingAccount, validateShippingAddress } from "../invoice/address";
import { DUE_DATE_OUT_OF_RANGE } from "../messages/workflow";
import {
  type CancelInput,
  validateBillingCompletion,
  validateCancel,
  validateDueDate,
  validateTrackingNumber,
} from "./order-rules";
import { validateShippingAccount } from "./shipping-account";
import { type TransactionType, validateTransaction } from "./transactions";

/** Field name → message; empty when the form may be sent. */
export type FormErrors = Record<string, string>;

/** Ours: the spec names no text for an empty comment. */
export const COMMENT_REQUIRED = "Please enter a comment.";

/** Billing completion: with a balance, an explanation longer than 2 characters (field `explanation`). */
export function billingCompletionErrors(input: {
  balanceCents: number;
  explanation?: string | null;
}): FormErrors {
  const checked = validateBillingCompletion(input);
  return checked.ok ? {} : { explanation: checked.message };
}

/**
 * Update order details: the shipping account's format (administration §5) and the address rules of
 * workflow §5 — an address is required ('Please select a shipping address'), Canada orders take only a
 * Canada address ('Please choose only canada address!'), and a DHL account not a domestic US one.
 * Fields `shippingAccount` and `addressId`.
 */
export function orderDetailsErrors(input: {
  orderCountry: string;
  address: { country: string } | null | undefined;
  shippingAccount: string | null | undefined;
}): FormErrors {
  const errors: FormErrors = {};
  const account = validateShippingAccount(input.shippingAccount);
  if (!account.ok) errors.shippingAccount = account.message;
  const carrier = carrierOfShippingAccount(input.shippingAccount);
  const address = validateShippingAddress({
    orderCountry: input.orderCountry,
    address: input.address,
    carrier,
  });
  if (!address.ok) errors.addressId = address.message;
  return errors;
}

/**
 * The transaction dialog: a type the order's country takes (field `transType`) and an amount above 0
 * and within the single-transaction ceiling (field `amount`).
 */
export function transactionErrors(input: {
  transType: TransactionType;
  amountCents: number | null;
  country: string;
}): FormErrors {
  const errors: FormErrors = {};
  // A valid amount, so only the type can fail here.
  const typeCheck = validateTransaction(input.transType, 100, input.country);
  if (!typeCheck.ok) errors.transType = typeCheck.message;
  const amountCheck = validateTransaction("FEE", input.amountCents ?? Number.NaN, "US");
  if (!amountCheck.ok) errors.amount = amountCheck.message;
  return errors;
}

/** A comment needs text (field `description`). */
export function commentErrors(description: string | null | undefined): FormErrors {
  return description?.trim() ? {} : { description: COMMENT_REQUIRED };
}

/** "Due date: today to 365 days ahead." (field `dueDate`). */
export function dueDateErrors(day: string | null | undefined, today: string): FormErrors {
  if (!day) return { dueDate: DUE_DATE_OUT_OF_RANGE };
  const checked = validateDueDate(day, today);
  return checked.ok ? {} : { dueDate: checked.message };
}

/** A tracking number is required (field `trackingNumber`). */
export function trackingErrors(text: string | null | undefined): FormErrors {
  const checked = validateTrackingNumber(text);
  return checked.ok ? {} : { trackingNumber: checked.message };
}

/** Cancel: a refund or a transfer (field `mode`); a named replacement invoice must be valid (`newInvoiceId`). */
export function cancelErrors(input: CancelInput, currentOrderId: string): FormErrors {
  const checked = validateCancel(input, currentOrderId);
  if (checked.ok) return {};
  return input.mode === "transfer" ? { newInvoiceId: checked.message } : { mode: checked.message };
}
