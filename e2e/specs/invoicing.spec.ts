// The invoicing screen in a real browser (issue 15 point 1; submissions-pricing §2, §5 "Invoice row",
// §4 "Invoice complete requires canCheckout"): an invoicer opens a demo Invoicing order from /invoicing,
// adds two tier rows with add-ons, is told 'Tier already exists' for a duplicate and 'Insurance value
// exceeds tier maximum insured value' for too high an insured value, saves (the server's total is the
// screen's), completes (confirm 'Yes, complete') and the order is listed on /comics. An axe check of the
// screen (serious or critical violations) runs on the way.
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";
import { expectToast, recordToasts } from "../support/toasts";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.invoicing);
test.describe.configure({ timeout: 300_000 });

const ORDER_ID = /\d{2}-[0-9A-Z]{7}/;
const SHOTS = "/tmp/shots-inv";

async function pick(page: Page, name: string, option: string | RegExp | null) {
  await page.getByRole("combobox", { name }).click();
  const options = page.getByRole("option");
  await (option === null ? options.first() : options.filter({ hasText: option }).first()).click();
}

/** The order ids the /invoicing queue lists (the demo seeds ten Invoicing orders). */
async function queueOrderIds(page: Page): Promise<string[]> {
  await page.goto("/invoicing");
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  return (await rows.allInnerTexts()).flatMap((text) => text.match(ORDER_ID)?.[0] ?? []);
}

async function pickIfEmpty(page: Page, name: string) {
  if ((await page.getByRole("combobox", { name }).inputValue()) === "") await pick(page, name, null);
}

test("an invoicer prices two tiers with add-ons, saves, completes; the order goes to /comics", async ({
  page,
  browser,
}) => {
  // A Comic order (the invoicing ids MD, 2D … are comic tiers), opened from the queue.
  const ids = await queueOrderIds(page);
  await recordToasts(page);
  let orderId = "";
  // From the end, leaving the first two (orders-claims cancels the first generated invoice; the detail test
  // reads the second) and the last (the cancel test's).
  for (const id of ids.slice(2, -1).reverse()) {
    await page.goto(`/invoicing/${id}`);
    await expect(page.locator("[data-invoice-customer]")).toBeVisible();
    // A US order of comics (on a CA order what it owes adds the tax to the grand total).
    const customerLine = await page.locator("[data-invoice-customer]").innerText();
    if (customerLine.includes(" · US · ") && customerLine.endsWith("Comic")) {
      orderId = id;
      break;
    }
  }
  expect(orderId, "a demo Invoicing order of comics in the US").not.toBe("");
  await page.goto("/invoicing");
  await page.locator("tbody tr").filter({ hasText: orderId }).first().click();
  await expect(page).toHaveURL(new RegExp(`/invoicing/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Invoice ${orderId}`);
  const grid = page.locator("[data-tier-grid]");
  await expect(grid).toBeVisible();
  // The demo fixtures declare some insured values above their tier's maximum: the row says so, and the
  // invoicer corrects it ($1 a comic here).
  for (const row of await grid.locator("tbody tr").all()) {
    if ((await row.locator("[data-row-message]").count()) === 0) continue;
    const tierId = (await row.getAttribute("data-row")) as string;
    const count = await page.getByLabel(`Comics of ${tierId}`).inputValue();
    await page.getByLabel(`Insured of ${tierId}`).fill(count);
    await expect(row.locator("[data-row-message]")).toHaveCount(0);
  }

  // Two new rows: MD (2 comics, $200, one image) and 2D (1 comic, $100, original art).
  await pick(page, "Add tier", /^MD · /);
  await page.getByLabel("Comics of MD").fill("2");
  await page.getByLabel("Insured of MD").fill("1000");
  await expect(grid.locator('tr[data-row="MD"] [data-row-message]')).toHaveText(
    "Insurance value exceeds tier maximum insured value",
  );
  await page.getByLabel("Insured of MD").fill("200");
  await expect(grid.locator('tr[data-row="MD"] [data-row-message]')).toHaveCount(0);
  await page.getByLabel("Image of MD").fill("1");
  await pick(page, "Add tier", /^2D · /);
  await page.getByLabel("Comics of 2D").fill("1");
  await page.getByLabel("Insured of 2D").fill("100");
  await page.getByLabel("Original art of 2D").fill("1");
  await page.getByLabel("ASP comics").fill("1");

  // The row's total and Remove stay in sight while the counts scroll sideways (issue 30 §9).
  const width = page.viewportSize()?.width ?? 0;
  for (const target of [
    page.locator('tr[data-row="2D"] [data-tier-total]'),
    page.getByRole("button", { name: "Remove 2D" }),
  ]) {
    const box = await target.boundingBox();
    expect(box && box.x + box.width <= width, "in sight without scrolling sideways").toBe(true);
  }

  // A duplicate tier is refused.
  await pick(page, "Add tier", /^MD · /);
  await expect(page.locator("[data-row-alert]")).toHaveText("Tier already exists");
  // The answer was about that one try: the next edit clears it (issue 30 §9: it stayed until dismissed).
  await page.getByLabel("Comics of 2D").fill("2");
  await expect(page.locator("[data-row-alert]")).toHaveCount(0);
  await page.getByLabel("Comics of 2D").fill("1");

  // Order-level choices canCheckout needs.
  await pickIfEmpty(page, "Shipping address");
  await pickIfEmpty(page, "Origin");
  await pick(page, "Shipping rate", null);
  // The chosen rate reads as the totals charge it: "$31.25 + $7.00 handling", not their sum (issue 30 §9).
  const rateText = await page.getByRole("combobox", { name: "Shipping rate" }).inputValue();
  const totalOf = async (name: string) =>
    (await page.locator(`[data-total='${name}']`).innerText()).match(/\$[\d,]+\.\d{2}/)?.[0];
  await expect(async () => {
    const [sh, handling] = [await totalOf("sh"), await totalOf("handling")];
    expect(rateText).toContain(handling === "$0.00" ? ` · ${sh}` : ` · ${sh} + ${handling} handling`);
  }).toPass({ timeout: 10_000 });
  await pick(page, "Pay method", null);
  await expect(page.locator("[data-invoice-check]")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/invoice-edit.png`, fullPage: true });

  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .include("main")
    .analyze();
  const grave = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect.soft(grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // A US order: what it owes is the grand total (tax applies only to CA).
  const screenTotal = await page.locator('[data-total="grandTotal"]').innerText();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Invoice saved.");
  const serverLine = page.locator("[data-server-total]");
  await expect(serverLine).toBeVisible();
  const screenAmount = screenTotal.match(/\$[\d,]+\.\d{2}/)?.[0] as string;
  await expect(serverLine).toContainText(screenAmount);
  // After the reload the rows are the saved ones.
  await expect(page.getByLabel("Comics of MD")).toHaveValue("2");
  await expect(page.getByLabel("Comics of 2D")).toHaveValue("1");

  await pick(page, "Pay method", null);
  await page.getByRole("button", { name: "Complete", exact: true }).click();
  await page.getByRole("button", { name: "Yes, complete" }).click();
  await expectToast(page, "Invoice completed");
  await expect(page).toHaveURL(/\/invoicing$/);

  // The invoicing queue no longer lists it; a comics worker finds it on /comics.
  await expect(page.locator("tbody tr").filter({ hasText: orderId })).toHaveCount(0);
  const comicsContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const comicsPage = await comicsContext.newPage();
  // The admin holds the comics claim; the demo comics worker belongs to workers.spec (it changes its claims).
  await signIn(comicsPage, DEMO_USERS.admin);
  await comicsPage.goto("/comics");
  await expect(comicsPage.locator("tbody tr").filter({ hasText: orderId }).first()).toBeVisible();
  await comicsPage.screenshot({ path: `${SHOTS}/comics-queue.png`, fullPage: true });
  await comicsContext.close();
});

test("/invoicedetail shows the invoice read-only with its log; a non-Invoicing order says why", async ({
  page,
}) => {
  const orderId = (await queueOrderIds(page))[1] as string;
  await page.goto(`/invoicedetail/${orderId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Invoice detail ${orderId}`);
  await expect(page.getByRole("table", { name: "Invoice tiers" })).toBeVisible();
  await page.getByRole("button", { name: "Log", exact: true }).click();
  await expect(page.getByRole("dialog", { name: `Order log · ${orderId}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/invoice-detail.png`, fullPage: true });

  await page.goto("/invoicing/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New invoice");
});

test("cancel an invoice: the replacement id's three messages, then 'Invoice cancelled sucessfully.'", async ({
  page,
}) => {
  const ids = await queueOrderIds(page);
  const [other, orderId] = [ids[1] as string, ids[ids.length - 1] as string];
  expect(orderId).not.toBe(other);
  await recordToasts(page);
  await page.goto(`/invoicing/${orderId}`);
  await expect(page.locator("[data-tier-grid]")).toBeVisible();
  await page.getByRole("button", { name: "Cancel invoice" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel order ${orderId}` });
  const submit = dialog.getByRole("button", { name: "Cancel order" });
  await submit.click();
  await expect(dialog.getByText("Please enter invoice id!").first()).toBeVisible();
  await dialog.getByLabel("Replacement invoice id").fill("12-AB");
  await submit.click();
  await expect(dialog.getByText("Please enter valid invoice id!").first()).toBeVisible();
  await dialog.getByLabel("Replacement invoice id").fill(orderId);
  await submit.click();
  await expect(dialog.getByText("New Invoice Id could not be same!").first()).toBeVisible();
  await dialog.getByLabel("Replacement invoice id").fill(other);
  await submit.click();
  await expectToast(page, "Invoice cancelled sucessfully.");
  await page.goto("/invoicing");
  await expect(page.locator("tbody tr").filter({ hasText: orderId })).toHaveCount(0);
});
