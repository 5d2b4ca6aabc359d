// Customers (issue 13): a manager adds a customer from the list's search, finds them again by an e-mail
// fragment, adds an address (Canada without a province refused first), changes the membership to Dealer
// without a discount (refused, message shown) and with one (saved), and exports the list as CSV.
import { readFileSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { expectToast, recordToasts } from "../support/toasts";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.manager);
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1024, height: 768 } });

const stamp = `${Date.now() % 1_000_000}`;
const EMAIL = `e2ecust${stamp}@example.test`;

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

test("a manager adds a customer from the search text and finds them by an e-mail fragment", async ({
  page,
}) => {
  await page.goto(`/users?search=${encodeURIComponent(EMAIL)}`);
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();
  await expect(page.getByText("No customers match.")).toBeVisible();
  await page.getByRole("button", { name: "Add customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Add customer" });
  await expect(dialog.getByLabel("E-mail")).toHaveValue(EMAIL);
  await dialog.getByLabel("First name").fill("Erin");
  await dialog.getByLabel("Last name").fill(`Cust${stamp}`);
  await dialog.getByRole("button", { name: "Add customer" }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/summary$/);
  await expect(page.getByRole("heading", { name: `Erin Cust${stamp}` })).toBeVisible();

  // A fragment from the middle of the e-mail (contains, not a prefix): "cust<stamp>@exam".
  const fragment = `cust${stamp}@exam`;
  await page.goto("/users");
  await page.getByLabel("Search", { exact: true }).fill(fragment);
  await expect(page).toHaveURL(new RegExp(`search=cust${stamp}(@|%40)exam`));
  const rows = page.locator("[data-customer]");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(EMAIL);
  await page.screenshot({ path: "test-results/customers-list.png" });
  await rows.first().click();
  await expect(page).toHaveURL(/\/users\/\d+\/summary$/);
  await expect(page.getByText("Rewards available")).toBeVisible();
  await page.screenshot({ path: "test-results/customer-summary.png" });
});

async function openCustomer(page: import("@playwright/test").Page, view: string) {
  await page.goto(`/users?search=${EMAIL}`);
  await page.locator("[data-customer]").first().click();
  await expect(page).toHaveURL(/\/users\/\d+\/summary$/);
  await page.getByRole("tab", { name: view }).click();
}

test("an address is added (Canada needs a province) and becomes the default", async ({ page }) => {
  await openCustomer(page, "Address book");
  await expect(page).toHaveURL(/\/addressbook$/);
  await page.getByRole("button", { name: "Add address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add address" });
  await dialog.getByLabel("Address line 1").fill("1 King St W");
  await dialog.getByLabel("City").fill("Toronto");
  await dialog.getByLabel("Zip / postal code").fill("M5H 1A1");
  await dialog.getByRole("combobox", { name: "Country" }).click();
  await page.getByRole("option", { name: "Canada" }).click();
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog.getByText("Error updating address")).toBeVisible();
  await expect(dialog.getByText("Canada needs a province.").first()).toBeVisible();
  await dialog.getByLabel("Province").fill("ON");
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expectToast(page, "Address saved.");
  const card = page.locator("[data-address]");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("1 King St W, Toronto, ON, M5H 1A1, CA");
  await expect(card.getByText("Default")).toBeVisible();
  await page.screenshot({ path: "test-results/customer-addressbook.png" });
});

test("a Dealer without a discount is refused; with one it is saved", async ({ page }) => {
  await openCustomer(page, "Membership");
  await page.getByRole("combobox", { name: "Membership" }).click();
  await page.getByRole("option", { name: "Dealer" }).click();
  const discount = page.getByLabel("Discount %", { exact: true });
  await expect(discount).toHaveValue("15");
  await discount.fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Error updating profile")).toBeVisible();
  await expect(page.getByText("A Dealer needs a discount above 0.").first()).toBeVisible();
  await expect(discount).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: "test-results/customer-membership-refused.png" });
  await discount.fill("15");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Member information updated successfully.");
  await page.getByRole("tab", { name: "Summary" }).click();
  await expect(page.getByText("Grading 15% · Pressing 10% · VSP 50%")).toBeVisible();
  // The activity slice's history tab shows the change: who, which field, old → new.
  await page.getByRole("tab", { name: "History" }).click();
  const change = page
    .getByRole("table", { name: "Customer history" })
    .getByRole("row")
    .filter({ hasText: "membership" });
  await expect(change).toContainText("Max Manager");
  await expect(change).toContainText("Basic → Dealer");
});

test("the searched list exports as CSV", async ({ page }) => {
  await page.goto(`/users?search=e2ecust${stamp}`);
  await expect(page.locator("[data-customer]")).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const lines = readFileSync(await (await download).path(), "utf8")
    .trim()
    .split("\r\n");
  expect(lines).toEqual([
    '"id","firstName","lastName","email","phone","membership","createdAt"',
    expect.stringMatching(new RegExp(`^"\\d+","Erin","Cust${stamp}","${EMAIL}","","Dealer",`)),
  ]);
});

test("the customer screens have no serious or critical axe violations", async ({ page }) => {
  await openCustomer(page, "Summary");
  const base = page.url().replace(/\/summary$/, "");
  for (const path of [
    `/users?search=e2ecust${stamp}`,
    ...["summary", "edit", "membership", "addressbook"].map((v) => `${base}/${v}`),
  ]) {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main .mantine-Loader-root")).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const grave = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`));
    expect(grave, path).toEqual([]);
  }
});
