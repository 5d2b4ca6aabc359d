import type { TPaymentMethod } from "@gbo/contracts/payments";

/** "04/2030", or null for a bank account. */
export function expiryText(method: Pick<TPaymentMethod, "expireMonth" | "expireYear">): string | null {
  if (method.expireMonth === null || method.expireYear === null) return null;
  return `${String(method.expireMonth).padStart(2, "0")}/${method.expireYear}`;
}

/** The last four digits a stored method keeps (card or account). */
export function lastDigits(method: TPaymentMethod): string {
  return (method.type === "CreditCard" ? method.cardNumber : method.accountNumber) ?? "----";
}

/** One line naming a method in a list to choose from: "Visa ending 4242 · •••• 4242 · exp 04/2030". */
export function methodLabel(method: TPaymentMethod): string {
  const expiry = expiryText(method);
  const parts = [method.displayName];
  if (!method.displayName.includes(lastDigits(method))) parts.push(`•••• ${lastDigits(method)}`);
  if (expiry) parts.push(`exp ${expiry}`);
  if (method.isExpired) parts.push("expired");
  return parts.join(" · ");
}
