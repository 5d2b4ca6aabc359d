// The add-payment-method form's state and checks. The draft lives in the form's memory only: never in
// the address, the query cache, storage or a log; it is emptied after a save and when the type changes.
import type { TPayMethodType, TTokenizeBody } from "@gbo/contracts/payments";
import { bankDetailsErrors, cardDetailsErrors } from "@gbo/domain/payments";
import type { FieldErrors } from "../../../ui/form-errors";

export type PayMethodDraft = {
  cardNumber: string;
  cardCode: string;
  expireMonth: string | null;
  expireYear: string | null;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  displayName: string;
};

export const EMPTY_DRAFT: PayMethodDraft = {
  cardNumber: "",
  cardCode: "",
  expireMonth: null,
  expireYear: null,
  bankName: "",
  routingNumber: "",
  accountNumber: "",
  displayName: "",
};

export const DRAFT_LABELS: Record<string, string> = {
  cardNumber: "Card number",
  cardCode: "Card code",
  expireMonth: "Expiry month",
  expireYear: "Expiry year",
  bankName: "Bank name",
  routingNumber: "Routing number",
  accountNumber: "Account number",
  displayName: "Display name",
};

const toNumber = (value: string | null) => (value === null || value === "" ? null : Number(value));

/** The domain's checks (the same the tokenizer makes), one message per field, in the form's order. */
export function draftErrors(type: TPayMethodType, draft: PayMethodDraft, now: Date): FieldErrors {
  const errors =
    type === "CreditCard"
      ? cardDetailsErrors(
          {
            cardNumber: draft.cardNumber,
            cardCode: draft.cardCode,
            expireMonth: toNumber(draft.expireMonth),
            expireYear: toNumber(draft.expireYear),
          },
          now,
        )
      : bankDetailsErrors(draft);
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.join(" ")]));
}

/** What the tokenizer receives: only the fields of the chosen type. */
export function tokenizeBody(type: TPayMethodType, draft: PayMethodDraft): TTokenizeBody {
  if (type === "CreditCard") {
    return {
      type,
      cardNumber: draft.cardNumber.trim(),
      cardCode: draft.cardCode.trim(),
      expireMonth: Number(draft.expireMonth),
      expireYear: Number(draft.expireYear),
    };
  }
  return {
    type,
    bankName: draft.bankName.trim(),
    routingNumber: draft.routingNumber.trim(),
    accountNumber: draft.accountNumber.trim(),
  };
}
