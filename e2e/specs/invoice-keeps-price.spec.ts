// Issue 30 points 1, 2 and 5 (the invoice): a submitted demo order opens in invoicing at the price it was
// submitted for — Fantastic Four #48 sold with the Express fast pass is row VIE at Express, and NW with
// one pressed comic of three is two rows, NW and NW2 (pressed), both valid — with no rule failing, the
// grid's columns named for what they hold ("Press speed", "Pressed", "Press screening"), a rule's red
// line clearing as soon as the rows are valid again, and an edit asking before Back or a menu click
// drops it.
import type { TInvoice } from "@gbo/contracts/invoicing";
import { PRESS_COUNTS_MUST_MATCH } from "@gbo/domain/invoice";
import { formatMoney } from "@gbo/domain/money";
import { expect, type Page } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { DEMO_USERS } from "../support/demo-users";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.invoicing);
test.describe.configure({ timeout: 180_000 });

const ORDER_ID = /\d{2}-[0-9A-Z]{7}/;

/** The order ids the /invoicing queue lists. */
async function queueOrderIds(page: Page): Promise<string[]> {
  await page.goto("/invoicing");
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  return (await rows.allInnerTexts()).flatMap((text) => text.match(ORDER_ID)?.[0] ?? []);
}

/** The demo's submitted orders in invoicing whose rows came from the case. */
async function invoicesWith(page: Page, api: Awaited<ReturnType<typeof apiAs>>, rowId: string) {
  const found: TInvoice[] = [];
  for (const id of await queueOrderIds(page)) {
    const invoice = await api.get<TInvoice>(`/api/orders/${id}/invoice`);
    if (invoice.tiers.some((t) => t.id === rowId)) found.push(invoice);
  }
  return found;
}

async function expectSubmittedTotal(page: Page, invoice: TInvoice) {
  const s = invoice.summary;
  await page.goto(`/invoicing/${s.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Invoice ${s.id}`);
  await expect(page.locator('[data-total="grandTotal"]')).toContainText(
    formatMoney(s.grandTotal, s.countryCode),
  );
  if (s.countryCode === "CA") {
    await expect(page.locator('[data-total="taxes"]')).toContainText(formatMoney(s.taxes, s.countryCode));
  }
  // Every row valid as it opens: no rule's red line, no row message.
  await expect(page.locator("[data-invoice-check]")).toHaveCount(0);
  await expect(page.locator("[data-tier-grid] [data-row-message]")).toHaveCount(0);
  await page.screenshot({ path: `/tmp/shots-inv/keeps-price-${s.id}.png`, fullPage: true });
}

test("a submitted order opens in invoicing at its submitted price, on valid rows that say what was sold", async ({
  page,
  request,
}) => {
  const api = await apiAs(request, DEMO_USERS.invoicing);

  // NW with one pressed comic of three: an unpressed row of 2 and a pressed row of 1.
  const split = await invoicesWith(page, api, "NW2");
  expect(split.length, "a demo invoice with NW split by press").toBeGreaterThan(0);
  const invoice = split[0] as TInvoice;
  await expectSubmittedTotal(page, invoice);
  const grid = page.locator("[data-tier-grid]");
  const headers = await grid.locator("thead th").allInnerTexts();
  expect(headers.filter((h) => h.trim() === "Press")).toEqual([]);
  expect(headers).toEqual(expect.arrayContaining(["Press speed", "Pressed", "Press screening"]));
  const select = (name: string) => page.getByRole("combobox", { name, exact: true });
  const count = (name: string) => page.getByRole("textbox", { name, exact: true });
  await expect(select("Tier of row 1")).toHaveValue("NW · Modern");
  await expect(select("Tier of row 2")).toHaveValue("NW2 · Modern");
  await expect(select("Press speed of NW2")).toHaveValue("Pressing");
  await expect(count("Pressed of NW2")).toHaveValue("1");
  await expect(select("Press speed of NW")).toHaveValue("None");
  await expect(count("Pressed of NW")).toHaveValue("0");

  // A rule broken on the screen shows its red line — kept by a refused Save — and both clear as soon as
  // the rows are valid again, with no Save.
  const pressSpeed = async (row: string, option: string) => {
    await select(`Press speed of ${row}`).click();
    await page.getByRole("option", { name: option, exact: true }).click();
  };
  await pressSpeed("NW", "Pressing");
  await expect(page.locator("[data-invoice-check]")).toHaveText(PRESS_COUNTS_MUST_MATCH);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("[data-save-error]")).toHaveText(PRESS_COUNTS_MUST_MATCH);
  await pressSpeed("NW", "None");
  await expect(page.locator("[data-save-error]")).toHaveCount(0);
  await expect(page.locator("[data-invoice-check]")).toHaveCount(0);

  // Fantastic Four #48 with the Express fast pass: row VIE at Express, when the demo order is still here.
  for (const express of await invoicesWith(page, api, "VIE")) {
    await expectSubmittedTotal(page, express);
    await expect(page.getByRole("combobox", { name: "Fast pass of VIE", exact: true })).toHaveValue(
      "Express",
    );
  }
});

test("an edit on the invoice asks before Back or a menu click drops it", async ({ page, request }) => {
  const api = await apiAs(request, DEMO_USERS.invoicing);
  const [invoice] = await invoicesWith(page, api, "NW2");
  expect(invoice, "a demo invoice with NW split by press").toBeDefined();
  const id = (invoice as TInvoice).summary.id;
  // Opened from the queue, so Back is the app's own navigation.
  await page.goto("/invoicing");
  await page.locator("tbody tr").filter({ hasText: id }).first().click();
  await expect(page).toHaveURL(new RegExp(`/invoicing/${id}$`));
  const insured = page.getByRole("textbox", { name: "Insured of NW2", exact: true });
  const before = await insured.inputValue();
  await insured.fill(String(Number(before) + 1));

  await page.evaluate(() => window.history.back());
  const dialog = page.getByRole("dialog", { name: "Unsaved invoice changes" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(new RegExp(`/invoicing/${id}$`));
  await expect(insured).toHaveValue(String(Number(before) + 1));

  await page.getByRole("navigation").getByRole("link").first().click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).not.toHaveURL(new RegExp(`/invoicing/${id}$`));
});
