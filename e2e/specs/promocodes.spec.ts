// Promo codes (issue 16): an admin creates a promo code (a past start date refused first with the spec's
// message; the code is generated from type, title and value until typed over), then an invoicer applies
// it on a new submission draft and sees the discount: the admin's promo is the one the submissions use.
import { mkdirSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";
import { recordToasts } from "../support/toasts";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.admin);
// Two people's paths in one test (the invoicer needs the admin's code): more time on a busy machine.
test.describe.configure({ timeout: 200_000 });
test.use({ viewport: { width: 1400, height: 1000 } });

const SHOTS = "/tmp/shots-settings";
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const CODE = `PW${(Date.now() % 1_000_000).toString(36).toUpperCase()}`;
/** mm/dd/yyyy `offset` days from today (UTC, as the server counts). */
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
};

test("an admin creates a promo code (a past start date refused first); an invoicer applies it", async ({
  page,
  browser,
  baseURL,
}) => {
  await recordToasts(page);
  await page.goto("/promocodes");
  await expect(page.getByRole("heading", { name: "Promo codes" })).toBeVisible();
  await expect(page.locator("[data-promo]").first()).toBeVisible();
  await page.getByRole("link", { name: "New promo code" }).click();
  await expect(page.getByRole("heading", { name: "New promo code" })).toBeVisible();
  await page.getByLabel("Title").fill("Spring sale");
  await page.getByLabel("Value ($)").fill("5");
  await expect(page.getByLabel("Promo code")).toHaveValue("DS5");
  await page.getByLabel("Promo code").fill(CODE);
  await page.getByLabel("Start date").fill(day(-1));
  await page.getByLabel("End date").fill(day(30));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").getByText("Start date should not be in past date!")).toBeVisible();
  await shot(page, "promo-past-start");

  await page.getByLabel("Start date").fill(day(0));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/promocodes/${CODE}$`));
  await expect(page.getByRole("heading", { name: `Promo code ${CODE}` })).toBeVisible();
  await shot(page, "promo-saved");
  await page.goto(`/promocodes?search=${CODE}`);
  await expect(page.locator(`[data-promo='${CODE}']`)).toContainText("$5.00");
  await shot(page, "promo-list");

  // The invoicer, in a browser of their own, applies the code on a new submission draft.
  // A fresh session: a new context would otherwise start from the admin's stored one.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1400, height: 1000 },
    storageState: { cookies: [], origins: [] },
  });
  const invoicer = await context.newPage();
  await signIn(invoicer, DEMO_USERS.invoicing);
  await applyOnDraft(invoicer);
  await context.close();
});

async function applyOnDraft(page: Page) {
  await page.goto("/submissions/new");
  await expect(page.getByRole("heading", { name: "New submission" })).toBeVisible();
  await page.getByLabel("Customer").fill("Payments");
  await page.getByRole("table", { name: "Customers" }).getByText("Pat", { exact: true }).click();
  await expect(page).toHaveURL(/\/submissions\/new\?user=\d+/);
  await page.getByRole("button", { name: "Add comic" }).click();
  await expect(page.getByRole("heading", { name: "Add comic" })).toBeVisible();
  await page.getByLabel("Quantity").fill("1");
  await page.getByRole("combobox", { name: "Title" }).fill("Amazing Fant");
  await page.getByRole("option", { name: "Amazing Fantasy", exact: true }).click();
  await page.getByLabel("Issue").fill("15");
  await page.getByLabel("Year").fill("1962");
  await page.getByLabel("Insured value ($)").fill("150");
  await page.getByLabel("Insured value ($)").blur();
  await page.getByRole("button", { name: "Add to submission" }).click();
  await expect(page.locator("[data-comic-line='0']")).toContainText("Amazing Fantasy");
  await page.getByLabel("Promo code").fill(CODE.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.locator("[data-total='promo']")).toContainText("−$5.00");
  await shot(page, "promo-applied");
}
