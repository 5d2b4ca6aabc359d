// Payments in a real browser (issue 12): add a card for an order's customer through the gateway's
// tokenizer, charge a balance across two methods, refund part of one payment, void an unsettled charge,
// and a declined card. Each demo order 26-PAYM00x serves this spec alone (seed/payments-demo.ts).
// Screens are checked at 1024×768, the smallest the back office supports.
import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { testSignedInAs } from "../support/worker-session";

// One sign-in per worker (admin holds invoicing, billing and refund): its stored session opens each page.
const test = testSignedInAs(DEMO_USERS.admin);
test.describe.configure({ timeout: 120_000 });

const thisYear = new Date().getUTCFullYear();

async function openOrder(page: Page, orderId: string) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/orders/${orderId}?summary=1`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderId);
}

async function openMenuItem(page: Page, item: string) {
  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** "Total … − Paid … = Balance $X" of the order's money statement. */
const balanceLine = (page: Page) => page.locator("[data-balance-line]").first();

async function choose(scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole("combobox", { name: label }).click();
  await scope.page().getByRole("option", { name: option }).click();
}

async function addCard(panel: Locator, cardNumber: string) {
  await panel.getByRole("textbox", { name: "Card number" }).fill(cardNumber);
  await panel.getByRole("textbox", { name: "Card code" }).fill("123");
  await choose(panel, "Expiry month", "12");
  await choose(panel, "Expiry year", String(thisYear + 3));
  await panel.getByRole("button", { name: "Save payment method" }).click();
}

async function openTransactions(page: Page) {
  await page.getByText(/^Transactions \(\d+\)$/).click();
  return page.getByRole("table", { name: "Transactions" });
}

test("adds a card for the order's customer: a bad number is refused before sending, the card never leaves the tokenizer", async ({
  page,
}) => {
  const tokenizerPosts: string[] = [];
  const cardSeen: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/tokenize")) tokenizerPosts.push(request.url());
    else if (`${request.url()} ${request.postData() ?? ""}`.includes("4242424242424242"))
      cardSeen.push(request.url());
  });
  await openOrder(page, "26-PAYM005");
  await openMenuItem(page, "Payment methods");
  const panel = page.getByRole("dialog", { name: "Payment methods — Nia Newcard" });
  await expect(panel.getByText("No payment methods on file.")).toBeVisible();

  await addCard(panel, "4242 4242 4242 4241");
  await expect(panel.getByRole("alert")).toContainText("The card number is not valid.");
  await expect(panel.getByRole("textbox", { name: "Card number" })).toBeFocused();
  expect(tokenizerPosts).toEqual([]);

  await panel.getByRole("textbox", { name: "Card number" }).fill("4242424242424242");
  await panel.getByRole("button", { name: "Save payment method" }).click();
  const stored = panel.getByRole("list", { name: "Stored payment methods" });
  await expect(stored.getByText("Visa ending 4242")).toBeVisible();
  await expect(stored.getByText("•••• 4242")).toBeVisible();
  await expect(stored.getByText(`expires 12/${thisYear + 3}`)).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Card number" })).toHaveValue("");
  await expect(panel.getByRole("textbox", { name: "Card code" })).toHaveValue("");
  expect(tokenizerPosts).toHaveLength(1);
  expect(cardSeen).toEqual([]);
  expect(page.url()).not.toContain("4242424242424242");
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
    "4242424242",
  );
  await page.screenshot({ path: "/tmp/payments-methods-panel.png" });
});

test("charges the balance across two methods after confirmation: two payments, balance $0.00", async ({
  page,
}) => {
  await openOrder(page, "26-PAYM001");
  await expect(balanceLine(page)).toContainText("= Balance $120.00");
  await openMenuItem(page, "Charge balance");
  const dialog = page.getByRole("dialog", { name: "Charge balance — 26-PAYM001" });
  await expect(dialog.getByRole("textbox", { name: "Amount" })).toHaveValue("$120.00");
  await expect(dialog.getByRole("combobox", { name: "Payment method" })).toHaveValue(/Visa ending 4242/);
  // Issue 29: Amount 70 is the first method's own amount; the second is offered the $50.00 left.
  await dialog.getByRole("textbox", { name: "Amount" }).fill("70");
  await dialog.getByRole("button", { name: "Split across a second method" }).click();
  await expect(dialog.getByRole("textbox", { name: "First amount" })).toHaveValue("$70.00");
  await expect(dialog.getByRole("textbox", { name: "Second amount" })).toHaveValue("$50.00");
  await choose(dialog, "Second payment method", /Mastercard ending 4444/);
  const said = "Charge $70.00 to Visa ending 4242 and $50.00 to Mastercard ending 4444: $120.00 in all.";
  await expect(dialog.getByText(said)).toBeVisible();
  await page.screenshot({ path: "/tmp/payments-charge-form.png" });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("note")).toContainText(said);

  const review = dialog.getByRole("table", { name: "Charges to make" });
  await expect(review.getByRole("row", { name: /Visa ending 4242/ })).toContainText("$70.00");
  await expect(review.getByRole("row", { name: /Mastercard ending 4444/ })).toContainText("$50.00");
  await page.screenshot({ path: "/tmp/payments-charge-confirm.png" });
  await dialog.getByRole("button", { name: "Charge $120.00" }).click();

  const outcomes = dialog.getByRole("table", { name: "Charge outcomes" });
  await expect(outcomes.locator('[data-outcome="approved"]')).toHaveCount(2);
  await page.screenshot({ path: "/tmp/payments-charge-outcomes.png" });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(balanceLine(page)).toContainText("= Balance $0.00");

  const entries = await openTransactions(page);
  await expect(entries.getByRole("row", { name: /Visa ending 4242/ })).toContainText("$70.00");
  await expect(entries.getByRole("row", { name: /Mastercard ending 4444/ })).toContainText("$50.00");
  await page.screenshot({ path: "/tmp/payments-transactions.png", fullPage: true });
});

test("refunds part of one payment after confirmation", async ({ page }) => {
  await openOrder(page, "26-PAYM003");
  await expect(balanceLine(page)).toContainText("= Balance $5.00");
  const entries = await openTransactions(page);
  await entries.getByRole("button", { name: /^Refund \$75\.00/ }).click();
  const dialog = page.getByRole("dialog", { name: "Refund payment" });
  await expect(dialog).toContainText("left to refund $75.00");
  await dialog.getByRole("textbox", { name: "Amount" }).fill("80");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "The refund cannot be more than what this payment has left ($75.00).",
  );
  await dialog.getByRole("textbox", { name: "Amount" }).fill("25");
  await dialog.getByLabel("Reason").fill("Customer kept one book");
  await page.screenshot({ path: "/tmp/payments-refund-form.png" });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("note")).toContainText("Refund $25.00");
  // As the void's confirmation does, the refund's says the balance rises by what goes back.
  await expect(dialog.getByRole("note")).toContainText("The order's balance goes up by $25.00, to $30.00.");
  await page.screenshot({ path: "/tmp/payments-refund-confirm.png" });
  await dialog.getByRole("button", { name: "Refund $25.00" }).click();
  await expect(dialog).toBeHidden();

  const refundRow = entries.getByRole("row", { name: /Customer kept one book/ });
  await expect(refundRow).toContainText("-$25.00");
  await expect(refundRow.getByText("Refund", { exact: true })).toBeVisible();
  await expect(balanceLine(page)).toContainText("= Balance $30.00");
});

test("voids an unsettled charge after confirmation: the balance is back", async ({ page }) => {
  await openOrder(page, "26-PAYM002");
  await expect(balanceLine(page)).toContainText("= Balance $25.00");
  const entries = await openTransactions(page);
  await entries.getByRole("button", { name: /^Void \$40\.00/ }).click();
  const confirm = page.getByRole("dialog", { name: "Void charge" });
  await page.screenshot({ path: "/tmp/payments-void-confirm.png" });
  await confirm.getByRole("button", { name: "Void charge" }).click();
  await expect(confirm).toBeHidden();
  await expect(balanceLine(page)).toContainText("= Balance $65.00");
  await expect(entries.getByRole("button", { name: /^Void \$40\.00/ })).toHaveCount(0);
});

test("a declined card shows the gateway's message and leaves the balance as it was", async ({ page }) => {
  await openOrder(page, "26-PAYM005");
  const before = (await balanceLine(page).textContent()) ?? "";
  expect(before).toContain("= Balance $90.00");
  await openMenuItem(page, "Payment methods");
  const panel = page.getByRole("dialog", { name: "Payment methods — Nia Newcard" });
  await addCard(panel, "4000 0000 0000 0002");
  await expect(panel.getByText("Visa ending 0002")).toBeVisible();
  await panel.getByRole("button", { name: "Dismiss" }).click();
  await expect(panel).toBeHidden();

  await openMenuItem(page, "Charge balance");
  const dialog = page.getByRole("dialog", { name: "Charge balance — 26-PAYM005" });
  await choose(dialog, "Payment method", /Visa ending 0002/);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: "Charge $90.00" }).click();
  const declined = dialog
    .getByRole("table", { name: "Charge outcomes" })
    .locator('[data-outcome="declined"]');
  await expect(declined).toContainText("Your card was declined.");
  await page.screenshot({ path: "/tmp/payments-charge-declined.png" });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(balanceLine(page)).toHaveText(before);
});

test("a cancelled order offers no refund", async ({ page }) => {
  await openOrder(page, "26-PAYM004");
  await page.getByRole("button", { name: "More" }).click();
  await expect(page.getByRole("menuitem", { name: "Payment methods" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /Refund|Charge balance/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  const entries = await openTransactions(page);
  await expect(entries).toBeVisible();
  await expect(entries.getByRole("button", { name: /^(Refund|Void)/ })).toHaveCount(0);
});
