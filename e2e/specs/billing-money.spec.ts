// Money that reconciles on screen and forms that report every error at once (issue 10 points 5 and 6).
// 26-BILL002 is at Billing: $90 grand total, $45 paid by card at submission, $45 owed (seeded for this
// spec alone: orders-rules cancels 26-BILL001, which starts the same way).
import { expect, type Locator, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 90_000 });

/** The "Total − Paid = Balance" line of a statement. */
const balanceLine = (scope: Locator) => scope.locator("[data-balance-line]");

test("a billing worker sees the payment taken at submission and Total − Paid = Balance, before and after a payment", async ({
  page,
}) => {
  const order = "26-BILL002";
  await signIn(page, DEMO_USERS.billing);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/orders/${order}`);

  const billing = page.locator('[data-panel="billing"]');
  const statement = billing.getByRole("table", { name: "Money statement" });
  await expect(statement.getByRole("row", { name: /Card — Visa ending 4242 · at submission/ })).toContainText(
    "$45.00",
  );
  await expect(balanceLine(billing)).toHaveText("Total $90.00 − Paid $45.00 = Balance $45.00");
  await expect(billing.locator("[data-unreconciled]")).toHaveCount(0);
  await page.screenshot({ path: "test-results/billing-money-panel.png", fullPage: true });

  // The transactions view lists the payment at submission too.
  await page.getByText(/^Transactions \(\d+\)$/).click();
  const entries = page.getByRole("table", { name: "Transactions" });
  await expect(entries.getByRole("row", { name: /At submission/ })).toContainText("Visa ending 4242");
  await expect(entries.getByRole("row", { name: /At submission/ })).toContainText("$45.00");

  // A $20 cash payment at the counter: Paid and Balance move and still add up.
  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Add transaction" }).click();
  const dialog = page.getByRole("dialog", { name: "Add transaction" });
  await dialog.getByLabel("Amount").fill("20");
  await dialog.getByLabel("Description").fill("Cash at the counter");
  await dialog.getByRole("button", { name: "Save transaction" }).click();
  await expectToast(page, "Transaction saved.");
  await expect(dialog).toBeHidden();
  await expect(balanceLine(billing)).toHaveText("Total $90.00 − Paid $65.00 = Balance $25.00");
  await expect(statement.getByRole("row", { name: /Cash — Cash at the counter/ })).toContainText("$20.00");
  await expect(entries.getByRole("row", { name: /Cash at the counter/ })).toContainText("$20.00");
  await page.screenshot({ path: "test-results/billing-money-transactions.png", fullPage: true });
});

test("order details report two bad fields at once and focus the first", async ({ page }) => {
  await signIn(page, DEMO_USERS.billing);
  await page.goto("/orders/26-EDIT001?summary=1"); // Billing, US, with a US address
  await page.getByRole("button", { name: "Details", exact: true }).click();
  const details = page.getByRole("dialog", { name: "Update order details" });
  const account = details.getByLabel("Shipping account");
  const address = details.getByRole("combobox", { name: "Shipping address" });
  // A DHL account number too short, and DHL cannot ship to this order's domestic US address.
  await account.fill("DHL 12345");
  await details.getByRole("button", { name: "Save details" }).click();

  const summary = details.getByRole("alert");
  await expect(summary).toContainText("DHL account number must be 9 letters or digits.");
  await expect(summary).toContainText("DHL account cannot be used for a domestic US address.");
  await expect(account).toBeFocused();
  await expect(account).toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: "test-results/billing-money-details-errors.png" });

  // The summary's link moves to the address; a FedEx account clears both marks (the rule reads both).
  await summary.getByRole("button", { name: "Shipping address:" }).click();
  await expect(address).toBeFocused();
  await account.fill("FedEx 123456789");
  await expect(account).not.toHaveAttribute("aria-invalid", "true");
  await expect(address).not.toHaveAttribute("aria-invalid", "true");
  await expect(summary).toHaveCount(0);
  await details.getByRole("button", { name: "Close" }).click();
  await expect(details).toBeHidden();
});
