// A walk-in invoice in a real browser (issue 15; submissions-pricing §2 "/invoicing/:id; id 'new' for a
// new invoice", §7 "Submit invoice"): an invoicer opens /invoicing/new, finds a demo customer (?user= in
// the address), adds an MD row with its count and insured value, submits, and lands on the new order's
// /invoicing/{id} showing the same total.
import { expect, type Page } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { expectToast, recordToasts } from "../support/toasts";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.invoicing);
test.describe.configure({ timeout: 300_000 });

const SHOTS = "/tmp/shots-walk";

async function pick(page: Page, name: string, option: string | RegExp | null) {
  await page.getByRole("combobox", { name }).click();
  const options = page.getByRole("option");
  await (option === null ? options.first() : options.filter({ hasText: option }).first()).click();
}

test("an invoicer makes a walk-in invoice for a customer; the new order's invoice shows the same total", async ({
  page,
}) => {
  await recordToasts(page);
  await page.goto("/invoicing/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New invoice");
  await page.getByLabel("Customer").fill("Payments");
  await expect(
    page.getByRole("table", { name: "Customers" }).getByText("Pat", { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/invoice-new-customer.png`, fullPage: true });
  await page.getByRole("table", { name: "Customers" }).getByText("Pat", { exact: true }).click();
  await expect(page).toHaveURL(/\/invoicing\/new\?user=\d+/);
  await expect(page.locator("[data-invoice-customer]")).toContainText("Pat Payments");
  // The country and collectible type are the walk-in's to choose (kept in the address); back to a US comic.
  await page.getByRole("radio", { name: "CA" }).check();
  await expect(page).toHaveURL(/country=CA/);
  await expect(page.locator("[data-invoice-customer]")).toContainText(" · CA · Comic");
  await page.getByRole("radio", { name: "US" }).check();
  await expect(page.locator("[data-invoice-customer]")).toContainText(" · US · Comic");
  const grid = page.locator("[data-tier-grid]");
  await expect(grid).toBeVisible();
  // A blank invoice is not an error before the invoicer starts on it (issue 30 §9).
  await expect(page.locator("[data-invoice-check]")).toHaveCount(0);
  await expect(grid.locator("[data-row-message]")).toHaveCount(0);

  await pick(page, "Add tier", /^MD · /);
  await page.getByLabel("Comics of MD").fill("3");
  await page.getByLabel("Insured of MD").fill("300");
  await expect(grid.locator('tr[data-row="MD"] [data-row-message]')).toHaveCount(0);
  if ((await page.getByRole("combobox", { name: "Shipping address" }).inputValue()) === "") {
    await pick(page, "Shipping address", null);
  }
  await pick(page, "Shipping rate", null);
  await pick(page, "Pay method", null);
  await expect(page.getByRole("combobox", { name: "Origin" })).toHaveValue("Walk In");
  await expect(page.locator("[data-invoice-check]")).toHaveCount(0);
  const screenTotal = (await page.locator('[data-total="grandTotal"]').innerText()).match(
    /\$[\d,]+\.\d{2}/,
  )?.[0] as string;
  expect(screenTotal).toBeTruthy();
  const payMethod = await page.getByRole("combobox", { name: "Pay method" }).inputValue();
  await page.screenshot({ path: `${SHOTS}/invoice-new.png`, fullPage: true });

  await page.getByRole("button", { name: "Submit invoice" }).click();
  await expectToast(page, /Invoice \d{2}-[0-9A-Z]{7} submitted\./);
  await expect(page).toHaveURL(/\/invoicing\/\d{2}-[0-9A-Z]{7}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Invoice ");
  await expect(page.getByLabel("Comics of MD")).toHaveValue("3");
  await expect(page.locator('[data-total="grandTotal"]')).toContainText(screenTotal);
  // The order kept the pay method chosen at submit.
  await expect(page.getByRole("combobox", { name: "Pay method" })).toHaveValue(payMethod);
  await page.screenshot({ path: `${SHOTS}/invoice-new-opened.png`, fullPage: true });
});
