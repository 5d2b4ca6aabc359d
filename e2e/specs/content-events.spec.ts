// Conventions, signings and subscribes (issue 16): a content manager creates a signing with a facilitator
// (an invalid facilitator e-mail refused first with the spec's message) and sees it in the list; the
// manager adds a convention with a picture, is offered no delete and the API refuses one (403), an admin
// deletes it after confirming; subscribes search without an end date says so, then the export downloads a workbook that
// opens with its rows.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { DEMO_USERS } from "../support/demo-users";
import { signIn, storedIdentity } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1200, height: 900 } });

const stamp = Date.now() % 1_000_000;
const SHOTS = "/tmp/shots-events";
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");

test("a content manager creates a signing with a facilitator and sees it in the list", async ({ page }) => {
  await signIn(page, DEMO_USERS.manager);
  await page.goto("/signings");
  await expect(page.getByRole("heading", { name: "Signings" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Signings" })).toBeVisible();
  await page.getByRole("link", { name: "New signing" }).click();
  await expect(page.getByRole("heading", { name: "New signing" })).toBeVisible();

  const title = `E2E signing ${stamp}`;
  await page.getByLabel("Title").fill(title);
  await page.getByRole("combobox", { name: "Time" }).click();
  await page.getByRole("option", { name: "2:00 pm", exact: true }).click();
  await page.getByLabel(/Info e-mail/).fill("signings@gradinglab.example");
  await page.getByRole("button", { name: "Add facilitator" }).click();
  await page.getByLabel("Facilitator 1 info").fill("Alex Kim, witness");
  await page.getByLabel("Facilitator 1 e-mail").fill("alex.kim@nowhere");
  await page.getByRole("button", { name: "Add comment" }).click();
  await page.getByLabel("Comment 1 line 1").fill("Up to five books each");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").getByText("Please enter valid facilitator email.")).toBeVisible();
  await expect(page.getByLabel("Facilitator 1 e-mail")).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: `${SHOTS}/signing-refused.png`, fullPage: true });

  await page.getByLabel("Facilitator 1 e-mail").fill("alex.kim@gradinglab.example");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Signing saved.");
  await expect(page).toHaveURL(/\/signings\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByLabel("Facilitator 1 e-mail")).toHaveValue("alex.kim@gradinglab.example");
  await page.screenshot({ path: `${SHOTS}/signing-saved.png`, fullPage: true });

  await page.getByRole("link", { name: "← Signings" }).click();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("2:00 pm");
  await page.screenshot({ path: `${SHOTS}/signings-list.png`, fullPage: true });
});

test("only an admin deletes a convention: the manager is offered none and the API refuses", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_USERS.manager);
  await page.goto("/conventions/new");
  const title = `E2E Con ${stamp}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date").fill("2030-06-01");
  await page.getByLabel("Address").fill("Hall B");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/conventions\/\d+$/);
  const id = /\/conventions\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  // The picture (conventions/{id}.jpg) through the signed upload address.
  await page.locator('input[type="file"]').setInputFiles(path.join(fixtures, "comic-cover.jpg"));
  await expect(page.getByRole("img", { name: "Image" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/convention-manager.png`, fullPage: true });
  const token = (await storedIdentity(page))?.accessToken ?? "";
  const refused = await page.request.delete(`/api/conventions/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_USERS.admin);
  await admin.goto(`/conventions/${id}`);
  await expect(admin.getByRole("heading", { name: title })).toBeVisible();
  await admin.getByRole("button", { name: "Delete" }).click();
  await admin.getByRole("button", { name: "No, cancel" }).click();
  await expect(admin).toHaveURL(new RegExp(`/conventions/${id}$`));
  await admin.getByRole("button", { name: "Delete" }).click();
  await admin.screenshot({ path: `${SHOTS}/convention-delete-confirm.png` });
  await admin.getByRole("button", { name: "Yes" }).click();
  await expect(admin).toHaveURL(/\/conventions$/);
  await expect(admin.getByRole("table", { name: "Conventions" })).toBeVisible();
  await expect(admin.getByText(title)).toHaveCount(0);
  await adminContext.close();
});

test("subscribes: a missing end date is refused, then the export downloads a workbook with rows", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.manager);
  await page.goto("/subscribes");
  await expect(page.getByRole("heading", { name: "Subscribes" })).toBeVisible();
  await expect(page.getByText(/\d+ subscribes/)).toBeVisible();
  const today = new Date();
  const start = new Date(today.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Start date").fill(start);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("alert").getByText("Please select end date.")).toBeVisible();

  await page.getByLabel("End date").fill(today.toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Subscribes" }).getByRole("row").nth(1)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/subscribes.png`, fullPage: true });

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("subscribers.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await file.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Subscribers")!;
  expect(sheet.getRow(1).getCell(1).value).toBe("Email");
  expect(sheet.actualRowCount).toBeGreaterThan(1);
  expect(String(sheet.getRow(2).getCell(1).value)).toContain("@");
});
