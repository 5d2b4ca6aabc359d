// One tier walked from its first station to Completed by the demo worker of each station (issue 4).
// The seeded order 26-WALK000 has one tier SO with two comics and every service, starting at ImagingSP.
// Each station does its own step through the screens before completing (issue 29's station gates):
// special pictures, grades saved in one pass at PreGrade and Finalize, labels verified, covers.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_USERS, type DemoUser } from "../support/demo-users";
import { searchQueue } from "../support/queue";
import { scanIntoBox, scanWithReader } from "../support/scan";
import { signIn } from "../support/session";
import { expectToast } from "../support/toasts";

const ORDER = "26-WALK000";
const TIER = "SO";
const TIER_PATH = new RegExp(`/orders/${ORDER}/${TIER}$`);
const SEQS = ["001", "002"] as const;
const PICTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/comic-cover.jpg");

// Each step signs a worker in and walks a screen (some upload or grade two comics): on a loaded
// two-core machine a step has passed 90 s.
test.describe.configure({ mode: "serial", timeout: 180_000 });

async function findInQueue(page: Page, queuePath: string, rowKey: string) {
  await page.goto(queuePath);
  await searchQueue(page, ORDER);
  const row = page.locator(`[data-queue-row="${rowKey}"]`);
  await expect(row).toBeVisible();
  return row;
}

async function expectGoneFromQueue(page: Page, queuePath: string) {
  // Back on the queue (a worker's own step, when not every step, is pinned in the address).
  await expect(page).toHaveURL(new RegExp(`${queuePath}(\\?step=\\w+)?$`));
  await page.getByLabel("Search queue").fill(ORDER);
  await expect(page.getByText(`Nothing in this queue matches "${ORDER}".`)).toBeVisible();
}

/** After a completion the screen offers the next tier; the walk goes back to the queue instead. */
async function backToQueue(page: Page) {
  await page
    .locator("[data-next-offer]")
    .getByRole("link", { name: /^Back to the .* queue$/ })
    .click();
}

async function expectScanned(page: Page, seq: string) {
  await expect(page.locator(`[data-comic-row="${seq}"][data-scanned]`)).toBeVisible();
}

/** Opens the tier from the station's queue, scans both comics, completes, and sees it leave the queue. */
async function workStation(page: Page, user: DemoUser, queuePath: string, status: string, toast: string) {
  await signIn(page, user);
  await completeAtStation(page, queuePath, status, toast);
}

async function completeAtStation(page: Page, queuePath: string, status: string, toast: string) {
  await openFromQueue(page, queuePath, status);
  await scanBothAndComplete(page, toast);
  await backToQueue(page);
  await expectGoneFromQueue(page, queuePath);
}

async function openFromQueue(page: Page, queuePath: string, status: string) {
  const row = await findInQueue(page, queuePath, `${ORDER}-${TIER}`);
  await expect(row.locator(`[data-status="${status}"]`)).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(TIER_PATH);
  await expect(page.getByRole("textbox", { name: "Scan comic" })).toBeFocused();
}

async function scanBothAndComplete(page: Page, toast: string) {
  const complete = page.getByRole("button", { name: "Complete tier" });
  await expect(complete).toBeDisabled();
  await scanIntoBox(page, `${ORDER}-001`);
  await expectScanned(page, "001");
  await scanIntoBox(page, "002");
  await expectScanned(page, "002");
  await expect(page.locator("[data-tier-processed]")).toHaveText("2 / 2");
  await complete.click();
  await expectToast(page, toast);
}

/** Uploads a comic's picture in its imaging (cover) or imagingsp (special picture 1) view. */
async function uploadPicture(page: Page, seq: string, view: "imaging" | "imagingsp") {
  const name = view === "imaging" ? "Cover picture" : "Special picture 1 picture";
  await page.goto(`/orders/${ORDER}/${seq}/${view}`);
  const group = page.getByRole("group", { name });
  await group.getByLabel(`Choose ${name.toLowerCase()}`).setInputFiles(PICTURE);
  await expect(group.getByRole("status")).toHaveText("Uploaded comic-cover.jpg");
  await expect(group.getByRole("img", { name: `${name} of ${ORDER}-${seq}` })).toBeVisible();
}

const gradeField = (page: Page) =>
  page.getByRole("form", { name: "Grade" }).getByRole("combobox", { name: "Grade", exact: true });

/**
 * Grading in one pass: the first comic scanned in the tier's box opens its grade view; each grade
 * saved with Enter opens the next comic, and after the last the tier, both comics counted by their grade.
 */
async function gradeBoth(page: Page) {
  await scanIntoBox(page, `${ORDER}-001`);
  for (const [index, seq] of SEQS.entries()) {
    await expect(page).toHaveURL(
      new RegExp(`/orders/${ORDER}/${seq}/grade${index === 0 ? "" : "\\?next=1"}$`),
    );
    await expect(gradeField(page)).toBeFocused();
    await gradeField(page).fill("9.8");
    await gradeField(page).press("Enter");
  }
  await expect(page).toHaveURL(TIER_PATH);
  await expect(page.locator("[data-tier-processed]")).toHaveText("2 / 2");
  await expect(page.locator('[data-comic-row="001"]')).toContainText("9.8");
}

test("special imaging (ImagingSP): special pictures for both comics → Signature", async ({ page }) => {
  await signIn(page, DEMO_USERS.imaging);
  for (const seq of SEQS) await uploadPicture(page, seq, "imagingsp");
  // The seed's comics have no VSP/VSPP: at Signature scanning them is the station's whole step.
  await completeAtStation(page, "/imaging", "ImagingSP", "Tier added to Signature queue");
});

test("signature → Pressing", async ({ page }) => {
  await workStation(page, DEMO_USERS.signature, "/signature", "Signature", "Tier added to Pressing queue");
});

test("pressing → PreGrade", async ({ page }) => {
  await workStation(page, DEMO_USERS.pressing, "/pressing", "Pressing", "Tier added to Pre-grade queue");
});

test("pre-grade → Finalize, which stays on the grading queue", async ({ page }) => {
  await signIn(page, DEMO_USERS.pregrade);
  await openFromQueue(page, "/grading", "PreGrade");
  await gradeBoth(page);
  await page.getByRole("button", { name: "Complete tier" }).click();
  await expectToast(page, "Tier added to Finalize queue");
  // Still a grading tier, now at Finalize: a pre-grader's list starts on their own step (PreGrade).
  await expect(page.locator('h1 ~ [data-status="Finalize"]')).toBeVisible();
  await backToQueue(page);
  // The pre-grader's own step is not the default (every step), so the address pins it.
  await expect(page).toHaveURL(/\/grading\?step=PreGrade$/);
});

test("finalize: each grade saved again at Finalize → Labels, with the spec's 'Tier added to Labels queue'", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.finalize);
  await openFromQueue(page, "/grading", "Finalize");
  await gradeBoth(page);
  await page.getByRole("button", { name: "Complete tier" }).click();
  await expectToast(page, "Tier added to Labels queue");
  await backToQueue(page);
  await expectGoneFromQueue(page, "/grading");
});

test("labels: verify the labels, then → HeatSeal", async ({ page }) => {
  await signIn(page, DEMO_USERS.labels);
  await page.goto(`/orders/${ORDER}/${TIER}`);
  const verified = page.getByRole("switch", { name: "Labels verified" });
  await verified.click({ force: true });
  await expectToast(page, "Labels verified.");
  await expect(verified).toBeChecked();
  await completeAtStation(page, "/labels", "Labels", "Tier added to Heat seal queue");
});

test("heat seal, scanned with the barcode reader outside any field → Slab", async ({ page }) => {
  await signIn(page, DEMO_USERS.heatseal);
  // A tier barcode scanned on the dashboard opens the tier screen.
  await page.getByRole("heading", { name: /Welcome/ }).click();
  await scanWithReader(page, `${ORDER}-${TIER}`);
  await expect(page).toHaveURL(TIER_PATH);
  // Comic barcodes scanned while no field has focus go into the tier, not to the comic screen.
  await page.getByRole("heading", { name: "Station actions" }).click();
  await scanWithReader(page, `${ORDER}-001`, { toScreen: true });
  await expectScanned(page, "001");
  await expect(page).toHaveURL(TIER_PATH);
  await scanWithReader(page, `${ORDER}-002`, { toScreen: true });
  await expectScanned(page, "002");
  await page.getByRole("button", { name: "Complete tier" }).click();
  await expectToast(page, "Tier added to Slab queue");
  await backToQueue(page);
  await expectGoneFromQueue(page, "/heatseal");
});

test("slab → QC", async ({ page }) => {
  await workStation(page, DEMO_USERS.slab, "/slab", "Slab", "Tier added to Quality control queue");
});

test("quality control → Imaging", async ({ page }) => {
  await workStation(page, DEMO_USERS.qc, "/quality", "QC", "Tier added to Imaging queue");
});

test("imaging: a cover for each comic → Shipping; the order, every tier ready, moves to billing", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.imaging);
  for (const seq of SEQS) await uploadPicture(page, seq, "imaging");
  await completeAtStation(page, "/imaging", "Imaging", "Tier added to Shipping queue");
  await page.goto(`/orders/${ORDER}`);
  await expect(page.locator('[data-status="Billing"]').first()).toBeVisible();
});

test("billing completes the order's billing → Shipping", async ({ page }) => {
  await signIn(page, DEMO_USERS.billing);
  const row = await findInQueue(page, "/billing", ORDER);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${ORDER}$`));
  await page.getByLabel("Explanation").fill("Paid in full at drop-off");
  await page.getByRole("button", { name: "Complete billing" }).click();
  await expectToast(page, "Order moved to Shipping.");
  await expectGoneFromQueue(page, "/billing");
});

test("shipping scans every item, enters the tracking number and completes the order", async ({ page }) => {
  await signIn(page, DEMO_USERS.shipping);
  const row = await findInQueue(page, "/shipping", ORDER);
  await row.click();
  await expect(page.getByRole("heading", { name: "Ship order" })).toBeVisible();
  await scanIntoBox(page, `${ORDER}-001`);
  await expectScanned(page, "001");
  await scanIntoBox(page, `${ORDER}-002`);
  await expectScanned(page, "002");
  await page.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await page.getByRole("button", { name: "Complete shipping" }).click();
  await expectToast(page, "Order shipped.");
  await expectGoneFromQueue(page, "/shipping");

  const done = await findInQueue(page, "/support", ORDER);
  await expect(done.locator('[data-status="Completed"]')).toBeVisible();
});
