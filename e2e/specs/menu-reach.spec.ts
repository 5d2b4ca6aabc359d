// Issue 30 §6: every screen in reach of the people who use it. The invoicer reaches New submission and
// New invoice from the menu; the manager reaches Promo codes, Settings and E-mail; nothing on a
// manager's customer summary leads to "No access".
import { expect, type Page, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";

const NO_ACCESS = "You do not have access to this screen";

async function openFromMenu(page: Page, label: string, url: RegExp) {
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: label }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(NO_ACCESS)).toHaveCount(0);
}

test("an invoicer opens New submission and New invoice from the menu", async ({ page }) => {
  await signIn(page, DEMO_USERS.invoicing);
  await openFromMenu(page, "New submission", /\/submissions\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New submission" })).toBeVisible();
  await openFromMenu(page, "New invoice", /\/invoicing\/new$/);
});

test("a manager opens Promo codes, Settings and E-mail from the menu", async ({ page }) => {
  await signIn(page, DEMO_USERS.manager);
  await openFromMenu(page, "Promo codes", /\/promocodes$/);
  await openFromMenu(page, "Settings", /\/settings$/);
  await openFromMenu(page, "E-mail", /\/sendEmail$/);
});

test("nothing on a manager's customer summary leads to No access", async ({ page }) => {
  await signIn(page, DEMO_USERS.manager);
  await page.goto("/users?search=Smith");
  await page.locator("[data-customer]").first().click();
  await expect(page).toHaveURL(/\/users\/\d+\/summary$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // The draft screen needs receiving, comics or invoicing: a manager is not offered it.
  await expect(page.getByRole("link", { name: "New submission" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "New submission" })).toHaveCount(0);
  const main = page.locator("main");
  const hrefs = [
    ...new Set(
      await main
        .locator('a[href^="/"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? "")),
    ),
  ];
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByText(NO_ACCESS), href).toHaveCount(0);
  }
});
