// Sales reps and external users (issue 13): the manager (user and manage claims) adds a rep, edits it,
// sees a rep with orders offer no Delete (and the server refuse it), deletes a rep without orders after
// confirming; adds an external user, and the global search finds a demo order by a known prefix.
import { readFileSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn, storedIdentity } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1024, height: 768 } });

const stamp = Date.now() % 1_000_000;
const CODE = `E2E${stamp}`;

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_USERS.manager);
});

test("a manager adds a sales rep, edits it, and deletes it after confirming", async ({ page }) => {
  await page.goto("/salesmanagers");
  await expect(page.getByRole("heading", { name: "Sales reps" })).toBeVisible();
  await page.screenshot({ path: "test-results/sales-reps-list.png" });
  await page.getByRole("link", { name: "New sales rep" }).click();
  await expect(page.getByRole("heading", { name: "New sales rep" })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").getByText("Error saving changes")).toBeVisible();

  await page.getByLabel("Rep code").fill(CODE);
  await page.getByLabel("First name").fill("Erin");
  await page.getByLabel("Last name").fill("Test");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/salesmanager/${CODE}/summary$`));
  await expect(page.getByRole("heading", { name: `Erin Test (${CODE})` })).toBeVisible();

  await page.getByLabel("Last name").fill("Tested");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Sales rep saved.");
  await expect(page.getByRole("heading", { name: `Erin Tested (${CODE})` })).toBeVisible();
  await page.screenshot({ path: "test-results/sales-rep-summary.png" });

  // The same code in another case is refused and the field marked.
  await page.goto("/salesmanager/new/summary");
  await page.getByLabel("Rep code").fill(CODE.toLowerCase());
  await page.getByLabel("First name").fill("Dup");
  await page.getByLabel("Last name").fill("Rep");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("This rep code is already used by another sales rep.").first()).toBeVisible();

  await page.goto(`/salesmanager/${CODE}`);
  await expect(page).toHaveURL(new RegExp(`/salesmanager/${CODE}/summary$`));
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "No, cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/salesmanager/${CODE}/summary$`));
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/salesmanagers$/);
  await page.goto(`/salesmanagers?search=${CODE}`);
  await expect(page.getByText("No sales reps match.")).toBeVisible();
});

test("a form field refuses the characters it does not take, typed or pasted (administration §5)", async ({
  page,
}) => {
  await page.goto("/salesmanager/new/summary");
  const first = page.getByLabel("First name");
  await first.pressSequentially("Er<in>");
  await expect(first).toHaveValue("Erin");
  // A paste keeps what the field may hold.
  await page.getByLabel("Last name").focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData("text/plain", "<b>Test</b>");
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(page.getByLabel("Last name")).toHaveValue("bTest/b");
});

test("the list keeps its search in the address and exports the filtered list as CSV", async ({ page }) => {
  await page.goto("/salesmanagers");
  await page.getByLabel("Search", { exact: true }).fill("alvarez");
  await expect(page).toHaveURL(/search=alvarez/);
  await expect(page.locator("[data-rep]")).toHaveCount(1);
  await page.reload();
  await expect(page.locator('[data-rep="REP01"]')).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, "utf8").trim().split("\r\n");
  expect(lines).toEqual([
    '"repCode","firstName","lastName","date"',
    expect.stringMatching(/^"REP01","Rita","Alvarez",/),
  ]);
});

test("a sales rep with orders offers no Delete, lists its orders, and the server refuses the delete", async ({
  page,
}) => {
  await page.goto("/salesmanager/REP01/summary");
  await expect(page.getByText("A rep with orders cannot be deleted.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await page.getByRole("tab", { name: /Orders/ }).click();
  await expect(page).toHaveURL(/\/salesmanager\/REP01\/order$/);
  const table = page.getByRole("table", { name: "Sales rep orders" });
  await expect(table).toBeVisible();
  await page.screenshot({ path: "test-results/sales-rep-orders.png" });
  const firstLink = table.getByRole("link").first();
  const orderId = (await firstLink.textContent())?.trim() ?? "";
  await firstLink.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}`));

  const token = (await storedIdentity(page))?.accessToken ?? "";
  const refused = await page.request.delete("/api/salesmanager/REP01", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe("This sales rep has orders and cannot be deleted.");
});

test("a manager adds an external user; the global search finds a demo order by a known prefix", async ({
  page,
}) => {
  const prefix = `X${stamp}`;
  await page.goto("/externalUsers");
  await expect(page.getByRole("heading", { name: "External users" })).toBeVisible();
  await expect(page.locator('[data-prefix="CGX"]')).toBeVisible();
  await page.getByRole("link", { name: "New external user" }).click();
  await page.getByLabel("Name").fill("E2E Partner");
  await page.getByLabel("Prefix").fill("CGX");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("This prefix is already used by another external user.").first()).toBeVisible();
  await page.getByLabel("Prefix").fill(prefix);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/externalUsers\/\d+$/);
  await expect(page.getByRole("heading", { name: "E2E Partner" })).toBeVisible();
  await page.screenshot({ path: "test-results/external-user.png" });

  const search = page.getByLabel("Global search");
  await search.fill("CGX:1001");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/orders\/\d{2}-[0-9A-Z]+/);
});

test("the people screens have no serious or critical axe violations", async ({ page }) => {
  for (const path of [
    "/salesmanagers",
    "/salesmanager/REP01/summary",
    "/salesmanager/REP01/order",
    "/salesmanager/new/summary",
    "/externalUsers",
    "/externalUsers/new",
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
