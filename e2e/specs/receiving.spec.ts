// Receiving in a real browser (issue 14 point 4; workflow §4 "Receiving: saved, then completed, or
// discarded"): a receiving worker opens a Submitted demo order from /receiving (the order screen sends
// it to /submissions/{id}), types what is in the box, saves, reloads (the counts are kept), completes
// (confirm 'Yes, complete'), and the order is in /invoicing; another Submitted order is discarded
// (confirm 'Yes, discard') and is gone from /receiving. The packing slip opens as a real PDF.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.receiving);
test.describe.configure({ timeout: 120_000 });

const ORDER_ID = /\d{2}-[0-9A-Z]{7}/;

/** The order ids the /receiving queue lists (the demo seeds ten Submitted orders). */
async function receivingOrderIds(page: Page): Promise<string[]> {
  await page.goto("/receiving");
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  const texts = await rows.allInnerTexts();
  return texts.flatMap((text) => text.match(ORDER_ID)?.[0] ?? []);
}

async function openFromQueue(page: Page, orderId: string) {
  await page.goto("/receiving");
  await page.locator("tbody tr").filter({ hasText: orderId }).first().click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Submission ${orderId}`);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Issue 30 §9: the toast of a Save covers neither Save nor Complete receiving at 1366×768 or 1024×768,
 * with the buttons at the foot of the window (a box of several tiers, or a long note, puts them there). */
test("the toast after a Save covers neither Save nor Complete receiving at 1366 and 1024 px", async ({
  page,
}) => {
  const ids = await receivingOrderIds(page);
  await openFromQueue(page, ids[1] as string);
  const actions = [
    page.getByRole("button", { name: "Save", exact: true }),
    page.getByRole("button", { name: "Complete receiving" }),
  ];
  const note = Array.from({ length: 14 }, (_, i) => `Book ${i + 1}: corner ding, bag torn`).join("\n");
  await page.getByLabel("Note").fill(note);
  const toast = page.locator(".mantine-Notification-root").first();
  for (const [width, height] of [
    [1366, 768],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The buttons at the foot of the window, as after typing down a long box.
    await actions[1]!.evaluate((button) => button.scrollIntoView({ block: "end" }));
    await actions[0]!.click();
    await expect(toast).toContainText("Receiving saved.");
    // Measured while it shows (3 s); a toast takes no pointer (ui/global.css), so it cannot be held open.
    const toastBox = (await toast.boundingBox()) as Box;
    for (const action of actions) {
      const box = (await action.boundingBox()) as Box;
      expect(overlaps(toastBox, box), `toast over ${await action.innerText()} at ${width}px`).toBe(false);
    }
    await page.screenshot({ path: `/tmp/shots-office/receiving-toast-${width}.png` });
    await expect(toast).toHaveCount(0, { timeout: 15_000 }); // closes by itself before the next size
  }
});

test("counts are saved, kept on reload, and completing sends the order to invoicing", async ({
  page,
  browser,
}) => {
  const [orderId] = await receivingOrderIds(page);
  expect(orderId).toBeDefined();
  const id = orderId as string;
  await openFromQueue(page, id);

  const table = page.locator("[data-receiving-table]");
  const rows = table.locator("tbody tr");
  const tierIds = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-tier") ?? ""));
  expect(tierIds.length).toBeGreaterThan(0);
  const firstTier = tierIds[0] as string;
  const declared = Number(await rows.first().locator("td").nth(3).innerText());

  // One short in the first tier: the difference is flagged.
  await page.getByLabel(`Counted ${firstTier}`).fill(String(declared - 1));
  await expect(rows.first().locator("[data-difference]")).toHaveText("1 missing");
  for (const tierId of tierIds.slice(1)) {
    const row = table.locator(`tr[data-tier="${tierId}"]`);
    const count = await row.locator("td").nth(3).innerText();
    await page.getByLabel(`Counted ${tierId}`).fill(count);
    await expect(row.locator("[data-difference]")).toHaveText("Matches");
  }
  await page.getByLabel("Note").fill("Box arrived dented; one book short");
  await page.screenshot({ path: "/tmp/receiving-check.png", fullPage: true });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`${id}: Receiving saved.`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(`Counted ${firstTier}`)).toHaveValue(String(declared - 1));
  await expect(page.getByLabel("Note")).toHaveValue("Box arrived dented; one book short");

  await page.getByRole("button", { name: "Complete receiving" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`counted ${declared - 1} of ${declared} declared`);
  await page.screenshot({ path: "/tmp/receiving-complete-confirm.png" });
  await dialog.getByRole("button", { name: "Yes, complete" }).click();
  await expect(page).toHaveURL(/\/receiving(\?.*)?$/);
  await expect(page.getByText(`${id}: Receiving completed`)).toBeVisible();
  await expect(page.locator("tbody tr").filter({ hasText: id })).toHaveCount(0);

  // The invoicing queue is the invoicers' (a receiving worker has no /invoicing link): one finds it there.
  // A context of its own, without the receiving worker's stored session (test.use applies it by default).
  const invoicing = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const invoicer = await invoicing.newPage();
  await signIn(invoicer, DEMO_USERS.invoicing);
  await invoicer.goto("/invoicing");
  await expect(invoicer.locator("tbody tr").filter({ hasText: id }).first()).toBeVisible();
  await invoicer.screenshot({ path: "/tmp/receiving-invoicing-queue.png" });
  await invoicing.close();

  // The order's own screen now shows what was counted, read-only.
  await page.goto(`/submissions/${id}`);
  await expect(page.locator("[data-received-summary]")).toContainText("Receiving is done");
  await page.screenshot({ path: "/tmp/receiving-done.png", fullPage: true });
});

test("discarding asks 'Yes, discard', cancels the order and goes back to /receiving", async ({ page }) => {
  const ids = await receivingOrderIds(page);
  const id = ids.at(-1) as string;
  await openFromQueue(page, id);
  await page.getByRole("button", { name: "Discard" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("cancelled as never received");
  await dialog.getByRole("button", { name: "Yes, discard" }).click();
  await expect(page).toHaveURL(/\/receiving(\?.*)?$/);
  await expect(page.getByText(`${id}: Order discarded`)).toBeVisible();
  await expect(page.locator("tbody tr").filter({ hasText: id })).toHaveCount(0);
  await page.goto(`/submissions/${id}`);
  await expect(page.locator("[data-received-summary]")).toContainText("discarded");
});

test("the packing slip opens as a PDF with the order id and its barcode", async ({ page }) => {
  const ids = await receivingOrderIds(page);
  const id = ids[Math.floor(ids.length / 2)] as string;
  await page.goto(`/submissions/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(id);
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Print packing slip" }).click(),
  ]);
  await expect(tab).toHaveURL(/^blob:/);
  const bytes = await tab.evaluate(async () => {
    const response = await fetch(window.location.href);
    return Array.from(new Uint8Array(await response.arrayBuffer()));
  });
  const file = "/tmp/receiving-packing-slip.pdf";
  writeFileSync(file, Buffer.from(bytes));
  const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
  expect(text).toContain("Certified Collectibles Grading Lab");
  expect(text).toContain(id);
  expect(text).toContain("Declared tiers");
  const images = execFileSync("pdfimages", ["-list", file]).toString();
  expect(images).toMatch(/\bimage\b/);
});
