// The worker label queue in a real browser (issue 17 part 1; administration §3–§5, §8): the labels demo
// worker refuses an 8-character scan ('Not a valid Scan'), scans three Comic tiers of the labels demo
// seed (seed/labels-demo.ts: 26-LABL009 10/9.9/9.8/9.4, 26-LABL010 raw/9.8/9.2, 26-LABL003 twelve
// 9.8s and 9.6s) into the queue, sees the grade buckets, generates the labels, opens the queue's PDF and
// one tier's PDF in new tabs (real PDFs), takes a tier out ('Tier removed sucessfully') and clears the
// queue ('Queue cleared sucessfully').
import { mkdirSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { expectNoGraveAxeFindings } from "../support/axe";
import { DEMO_USERS } from "../support/demo-users";
import { expectToast, recordToasts } from "../support/toasts";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.labels);
test.describe.configure({ mode: "serial", timeout: 180_000 });

const SHOTS = "/tmp/shots-labels-queue";
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The demo tiers and how many comics each holds: every comic of a Comic tier prints. */
const TIERS = [
  ["26-LABL009-SO", 4],
  ["26-LABL010-SO", 3],
  ["26-LABL003-SO", 12],
] as const;

async function scanTier(page: Page, code: string) {
  const box = page.getByRole("textbox", { name: "Scan tier" });
  await box.fill(code);
  await box.press("Enter");
}

/** Opens the queue of `type`, chosen in the address (Comic, the default, has a plain address). */
async function openQueue(page: Page, type: "Comic" | "Manga") {
  await recordToasts(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(type === "Comic" ? "/manage/labels" : `/manage/labels?type=${type}`);
  await expect(page.getByRole("heading", { name: "Worker label queue" })).toBeVisible();
  await expect(page.getByRole("radio", { name: type })).toBeChecked();
}

/** No serious or critical axe finding on the screen as it stands, and one page heading. */
async function expectAccessible(page: Page) {
  await expectNoGraveAxeFindings(page);
  await expect(page.locator("h1")).toHaveCount(1);
}

/** The type switch's radios are hidden behind their labels, which take the click. */
const chooseType = (page: Page, type: string) =>
  page
    .locator("label")
    .filter({ hasText: new RegExp(`^${type}$`) })
    .click();

/**
 * Clicks, then answers the label PDF the app fetched and the bytes of the tab it opened (read back from
 * the tab's blob: address: DevTools keeps no body for a response the page read into a blob).
 */
async function openedPdf(page: Page, click: () => Promise<void>) {
  const [popup, response] = await Promise.all([
    page.waitForEvent("popup"),
    page.waitForResponse((r) => new URL(r.url()).pathname === "/api/orders/labels" && r.status() === 200),
    click(),
  ]);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  const head = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    return String.fromCharCode(...bytes.subarray(0, 5));
  }, popup.url());
  await popup.close();
  return head;
}

test("a labels worker scans three tiers in, generates and opens the PDF, removes a tier and clears the queue", async ({
  page,
}) => {
  await openQueue(page, "Comic");
  await expect(page.getByText("The Comic label queue is empty.")).toBeVisible();
  await shot(page, "1-empty");

  await scanTier(page, "26-LABL0");
  await expect(page.locator("[data-scan-feedback='error']")).toContainText("Not a valid Scan");
  await shot(page, "2-refused");

  for (const [index, [tier, comics]] of TIERS.entries()) {
    await scanTier(page, tier);
    // The spec's text, then how many of the tier's comics print (issue 29 point 4).
    await expectToast(page, `Tier added to Labels queue: ${comics} of ${comics} comics printable`);
    await expect(page.locator(`[data-queue-tier='${tier}']`)).toBeVisible();
    await expect(page.locator("[data-queue-tier]")).toHaveCount(index + 1);
  }
  // Every grade bucket of a comic queue, in the spec's order.
  await expect
    .poll(() =>
      page.locator("[data-bucket]").evaluateAll((all) => all.map((b) => b.getAttribute("data-bucket"))),
    )
    .toEqual(["10", "99", "98", "gg"]);
  await expect(page.locator("[data-bucket='98'] [data-bucket-pages]")).toContainText(/page/);
  await expect(page.getByRole("button", { name: "Clear queue" })).toBeDisabled();
  await shot(page, "3-buckets");

  await page.getByRole("button", { name: "Generate labels" }).click();
  const download = page.getByRole("button", { name: "Download PDF" });
  await expect(download).toBeVisible();
  await expect(page.locator("[data-generated-pages]")).not.toHaveAttribute("data-generated-pages", "0");
  await expect(page.getByRole("button", { name: "Clear queue" })).toBeEnabled();
  await shot(page, "4-generated");
  await expectAccessible(page);
  expect(await openedPdf(page, () => download.click())).toBe("%PDF-");
  expect(
    await openedPdf(page, () => page.getByRole("button", { name: "PDF of tier 26-LABL009-SO" }).click()),
  ).toBe("%PDF-");

  await page.getByRole("button", { name: "Remove tier 26-LABL010-SO" }).click();
  await expect(page.getByRole("button", { name: "No, cancel" })).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
  await expectToast(page, "Tier removed sucessfully");
  await expect(page.locator("[data-queue-tier]")).toHaveCount(2);
  await shot(page, "5-removed");

  // Taking a tier out drops the generated PDF: the queue is generated again before it can be cleared.
  const clear = page.getByRole("button", { name: "Clear queue" });
  await expect(download).toBeHidden();
  await expect(clear).toBeDisabled();
  await page.getByRole("button", { name: "Generate labels" }).click();
  await expect(clear).toBeEnabled();
  await clear.click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expectToast(page, "Queue cleared sucessfully");
  await expect(page.getByText("The Comic label queue is empty.")).toBeVisible();
  await shot(page, "6-cleared");
});

test("the Manga queue, chosen in the address, buckets by label code", async ({ page }) => {
  await openQueue(page, "Manga");
  await expect(page.getByText("The Manga label queue is empty.")).toBeVisible();

  // A Comic tier is not for the Manga queue: the server's refusal is shown under the box.
  await scanTier(page, "26-LABL009-SO");
  await expect(page.locator("[data-scan-feedback='error']")).toContainText("26-LABL009-SO");
  await expect(page.locator("[data-queue-tier]")).toHaveCount(0);

  // The answer counts the books that print (the demo's manga once all carried JP, printed nowhere, while
  // the scan answered as if the tier printed).
  await scanTier(page, "26-labl005-mo");
  await expectToast(page, "Tier added to Labels queue: 4 of 4 comics printable");
  await expect(page.locator("[data-scan-feedback='ok']")).toContainText("4 of 4 comics printable");
  await expect(page.locator("[data-queue-tier='26-LABL005-MO']")).toBeVisible();
  await expect
    .poll(() =>
      page.locator("[data-bucket]").evaluateAll((all) => all.map((b) => b.getAttribute("data-bucket"))),
    )
    .toEqual(["CB", "HR", "LP", "RB"]);
  // Every demo manga carries a code the labels print (issue 29): none is left out of the PDF.
  await expect(page.locator("[data-bucket='RB']")).toContainText("Naruto");
  await expect(page.locator("[data-unbucketed]")).toHaveCount(0);
  await shot(page, "7-manga");
  await expectAccessible(page);

  await chooseType(page, "Comic");
  await expect(page).toHaveURL(/\/manage\/labels$/);
  await expect(page.getByText("The Comic label queue is empty.")).toBeVisible();
  await chooseType(page, "Manga");
  await page.getByRole("button", { name: "Remove tier 26-LABL005-MO" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expectToast(page, "Tier removed sucessfully");
  await expect(page.getByText("The Manga label queue is empty.")).toBeVisible();
});
