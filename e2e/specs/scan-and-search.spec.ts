import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { scanWithReader } from "../support/scan";
import { expectToOpen, signIn } from "../support/session";
import { expectToast } from "../support/toasts";

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_USERS.receiving);
});

test("a scan typed on the dashboard, outside any input, opens the order", async ({ page }) => {
  await page.getByRole("heading", { name: /Welcome/ }).click();
  await expectToOpen(page, /\/orders\/26-0A12345$/, () => scanWithReader(page, "26-0a12345"));
});

test("a tier scan opens the tier route and a seven-digit scan reads as 00-", async ({ page }) => {
  await expectToOpen(page, /\/orders\/26-0A12345\/SOF$/, () => scanWithReader(page, "26-0A12345-SOF"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  await expectToOpen(page, /\/orders\/00-1234567$/, () => scanWithReader(page, "1234567"));
});

test("text that is not a scan code, or typed into an input, is ignored", async ({ page }) => {
  await scanWithReader(page, "hello");
  await expect(page).toHaveURL(/\/dashboard$/);
  // Typed into the search box the same keys are a search, not a scan: the box keeps them.
  const search = page.getByLabel("Global search");
  await search.click();
  await page.keyboard.type("26-0A1");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(search).toHaveValue("26-0A1");
});

test("global search under 3 characters warns, junk says 'Not implemented', an order id opens it", async ({
  page,
}) => {
  const search = page.getByLabel("Global search");
  await search.fill("ab");
  await search.press("Enter");
  await expectToast(page, "Unable to execute search request: ab");
  await expect(page).toHaveURL(/\/dashboard$/);

  await search.fill("hello");
  await search.press("Enter");
  await expectToast(page, "Not implemented");

  await search.fill("26-0b12345");
  await expectToOpen(page, /\/orders\/26-0B12345$/, () => search.press("Enter"));
  await expect(search).toHaveValue("");
});

test("an address combining order and tier goes to the tier route", async ({ page }) => {
  await expectToOpen(page, /\/orders\/26-0A12345\/SOF$/, async () => {
    await page.goto("/orders/26-0A12345-SOF");
  });
  await page.goto("/orders/not-an-order");
  // The not-found page echoes the id that was read.
  await expect(page).toHaveURL(/\/orders\/invalid\?id=not-an-order$/);
});
