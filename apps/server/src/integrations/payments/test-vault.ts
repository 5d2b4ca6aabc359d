// The test gateway's vault: what a token stands for. It keeps what may be shown (brand, last four
// digits, expiry, bank name) and how the test number behaves; never the number, never the card code.
import { randomBytes } from "node:crypto";
import {
  cardBrand,
  cardDigits,
  isAccountNumberValid,
  isLuhnValid,
  isRoutingNumberValid,
  lastFour,
  type TestBehavior,
  testBankBehavior,
  testCardBehavior,
} from "@gbo/domain/payments";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { testGatewayTokens } from "../../db/schema/index";
import type { TokenInfo } from "./payment-gateway";

/** Card or bank details as the hosted field receives them (the card code is checked, never kept). */
export type TestTokenDetails =
  | { type: "CreditCard"; cardNumber: string; expireMonth: number; expireYear: number }
  | { type: "BankAccount"; bankName: string; routingNumber: string; accountNumber: string };

/** A readable random id: `tg_tok_…`, `tg_ch_…` (the test gateway's ids look like a real gateway's). */
export function testGatewayId(prefix: string): string {
  return `tg_${prefix}_${randomBytes(12).toString("hex")}`;
}

type TokenRow = typeof testGatewayTokens.$inferSelect;

function tokenInfoOf(row: TokenRow): TokenInfo {
  return {
    token: row.token,
    type: row.type,
    brand: row.brand,
    last4: row.last4,
    expireMonth: row.expireMonth,
    expireYear: row.expireYear,
    bankName: row.bankName,
  };
}

function vaultRowOf(details: TestTokenDetails): Omit<TokenRow, "token" | "createdAt"> {
  if (details.type === "CreditCard") {
    if (!isLuhnValid(details.cardNumber))
      throw new RangeError("storeTestToken: not a Luhn-valid card number");
    return {
      type: "CreditCard",
      brand: cardBrand(details.cardNumber),
      last4: lastFour(details.cardNumber),
      expireMonth: details.expireMonth,
      expireYear: details.expireYear,
      bankName: null,
      behavior: testCardBehavior(details.cardNumber),
    };
  }
  if (!isRoutingNumberValid(details.routingNumber) || !isAccountNumberValid(details.accountNumber)) {
    throw new RangeError("storeTestToken: not a valid routing or account number");
  }
  return {
    type: "BankAccount",
    brand: null,
    last4: lastFour(cardDigits(details.accountNumber)),
    expireMonth: null,
    expireYear: null,
    bankName: details.bankName.trim(),
    behavior: testBankBehavior(details.routingNumber, details.accountNumber),
  };
}

/**
 * Tokenizes checked details into the test gateway's vault (the tokenize route checks them first; the
 * demo seed calls this directly). Throws RangeError on a number that is not valid.
 */
export async function storeTestToken(db: Db, details: TestTokenDetails): Promise<TokenInfo> {
  const [row] = await db
    .insert(testGatewayTokens)
    .values({ token: testGatewayId("tok"), ...vaultRowOf(details) })
    .returning();
  if (!row) throw new Error("storeTestToken: the token was not stored");
  return tokenInfoOf(row);
}

export async function findTestToken(
  db: Db,
  token: string,
): Promise<{ info: TokenInfo; behavior: TestBehavior } | null> {
  const [row] = await db.select().from(testGatewayTokens).where(eq(testGatewayTokens.token, token)).limit(1);
  return row ? { info: tokenInfoOf(row), behavior: row.behavior as TestBehavior } : null;
}
