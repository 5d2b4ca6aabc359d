// A customer's activity (issue 13): a manager opens the demo customer of order 26-PAYM001 ("Pat
// Payments") at /users/{id}/orders, sees the orders and follows one, then asks for a password reset from
// the history tab and sees the request recorded there (who, field, old → new); the customer's cards show
// only to a worker holding a payment-method claim (issue 27).
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { newWorker } from "../support/new-worker";
import { signIn, tokensFor } from "../support/session";
import { expectToast, recordToasts } from "../support/toasts";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.manager);
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1024, height: 768 } });

let customerId = 0;

test.beforeAll(async ({ request }) => {
  const { accessToken } = await tokensFor(request, DEMO_USERS.manager);
  const answer = await request.get("/api/orders/26-PAYM001", {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(answer.status()).toBe(200);
  customerId = ((await answer.json()) as { order: { userId: number } }).order.userId;
  expect(customerId).toBeGreaterThan(0);
});

test("a manager sees the customer's orders, searches them and opens one", async ({ page }) => {
  await page.goto(`/users/${customerId}/orders`);
  const table = page.getByRole("table", { name: "Customer orders" });
  await expect(table.getByRole("link", { name: "26-PAYM001" })).toBeVisible();
  await page.getByLabel("Search orders").fill("26-paym");
  await expect(table.getByRole("link", { name: "26-PAYM001" })).toBeVisible();
  await page.getByLabel("Search orders").fill("26-NOSUCH");
  await expect(page.getByText("No orders.")).toBeVisible();
  await page.getByLabel("Search orders").fill("26-PAYM001");
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/customer-orders.png" });
  await table.getByRole("link", { name: "26-PAYM001" }).click();
  await expect(page).toHaveURL(/\/orders\/26-PAYM001/);
});

test("the orders list keeps its search, state and sort in the address and exports them as CSV", async ({
  page,
}) => {
  await page.goto(`/users/${customerId}/orders`);
  await page.getByLabel("Search orders").fill("26-PAYM");
  await expect(page).toHaveURL(/search=26-PAYM/);
  await page.getByRole("radiogroup", { name: "Which orders" }).getByText("Open", { exact: true }).click();
  await expect(page).toHaveURL(/state=open/);
  await page.getByRole("combobox", { name: "Sort" }).click();
  await page.getByRole("option", { name: "Oldest first" }).click();
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(page).toHaveURL(/search=26-PAYM/);
  const table = page.getByRole("table", { name: "Customer orders" });
  const shown = await table.getByRole("link").allTextContents();
  expect(shown.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByLabel("Search orders")).toHaveValue("26-PAYM");
  await expect(page.getByRole("radio", { name: "Open" })).toBeChecked();
  await expect(table.getByRole("link")).toHaveText(shown);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  const text = readFileSync((await file.path())!, "utf8");
  const ids = text
    .trim()
    .split("\r\n")
    .slice(1)
    .map((line) => line.split(",")[0]!.replaceAll('"', ""));
  expect(ids).toEqual(shown);
});

test("a password reset request shows in the customer's history", async ({ page }) => {
  await recordToasts(page);
  await page.goto(`/users/${customerId}/history`);
  await page.getByRole("button", { name: "Reset password" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expectToast(page, /A password reset e-mail was sent to /);
  const history = page.getByRole("table", { name: "Customer history" });
  const row = history.getByRole("row").filter({ hasText: "reset requested" }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText("Password");
  await page.screenshot({ path: "test-results/customer-history.png" });
});

// Issue 27: payment methods only with their claim. The manager (manage) lists the customer's cards on the
// Payments tab; a customer-service clerk (claim user alone) opens the same customer and finds no Payments
// tab, and the profile they read carries no cards, as the payment-method list itself refuses them.
test("the cards show on the manager's Payments tab and are left out of a clerk's customer screen", async ({
  page,
  browser,
  request,
}) => {
  await page.goto(`/users/${customerId}/payments`);
  await expect(page.getByRole("tab", { name: "Payments", selected: true })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Stored payment methods" }).getByText(/ending 4242/),
  ).toBeVisible();

  const clerk = await newWorker(request, "clerk", ["user"]);
  // A context of its own, not the manager's stored session.
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    storageState: { cookies: [], origins: [] },
  });
  const clerkPage = await context.newPage();
  await signIn(clerkPage, clerk);
  await clerkPage.goto(`/users/${customerId}`);
  await expect(clerkPage.getByRole("tab", { name: "Summary" })).toBeVisible();
  await expect(clerkPage.getByRole("tab", { name: "Payments" })).toHaveCount(0);
  await expect(clerkPage.getByText(/ending 4242/)).toHaveCount(0);
  // Nor a way into the submission screens the clerk may not open.
  await expect(clerkPage.getByRole("link", { name: "New submission" })).toHaveCount(0);
  await clerkPage.screenshot({ path: test.info().outputPath("customer-clerk-1366.png") });

  const { accessToken } = await tokensFor(request, clerk);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const profile = await request.get(`/api/users/${customerId}`, { headers });
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { payMethods: unknown[] }).payMethods).toEqual([]);
  expect(await profile.text()).not.toContain("4242");
  expect((await request.get(`/api/users/${customerId}/paymethod`, { headers })).status()).toBe(403);
  await context.close();
});
