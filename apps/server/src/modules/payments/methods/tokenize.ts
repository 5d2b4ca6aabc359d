// The test gateway's hosted field: card or bank details in, a token out. A real gateway serves this
// from its own site; ours runs on our server, so it must act like one: check the details, keep only
// what may be shown, forget the card code, and never write the number anywhere.
import type { TTokenizeBody, TTokenizeResult } from "@gbo/contracts/payments";
import { bankDetailsErrors, cardDetailsErrors, ERROR_UPDATING_PAYMENT_METHOD } from "@gbo/domain/payments";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { storeTestToken, type TestTokenDetails } from "../../../integrations/payments/index";

export async function tokenizeWithTestGateway(
  db: Db,
  body: TTokenizeBody,
  now: Date,
): Promise<TTokenizeResult> {
  const errors = body.type === "CreditCard" ? cardDetailsErrors(body, now) : bankDetailsErrors(body);
  // Field-level texts of our own only: nothing typed is repeated back.
  if (Object.keys(errors).length > 0) throw AppError.fields(ERROR_UPDATING_PAYMENT_METHOD, errors);
  const details: TestTokenDetails =
    body.type === "CreditCard"
      ? {
          type: "CreditCard",
          cardNumber: body.cardNumber,
          expireMonth: body.expireMonth,
          expireYear: body.expireYear,
        }
      : {
          type: "BankAccount",
          bankName: body.bankName,
          routingNumber: body.routingNumber,
          accountNumber: body.accountNumber,
        };
  return storeTestToken(db, details);
}
