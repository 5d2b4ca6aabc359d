// Issue 30 §9: without a mail server a new worker could never get a password. On the session server
// (started without SMTP_URL) an admin adding a worker is shown the one-time set-password link; the worker
// opens it, chooses a password and signs in.
import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { SESSION_SERVER_URL } from "../support/env";
import { signIn } from "../support/session";

test.use({ baseURL: SESSION_SERVER_URL, viewport: { width: 1366, height: 768 } });
// Two sign-ins and a worker added on a loaded two-core machine.
test.describe.configure({ timeout: 180_000 });

const stamp = Date.now() % 1_000_000;
const EMAIL = `e2e-nomail-${stamp}@example.test`;

test("an admin adds a worker with no mail server, copies the link, and the worker signs in through it", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_USERS.admin);
  await page.goto("/workers/new");
  await page.getByLabel("E-mail").fill(EMAIL);
  const group = page.getByRole("group", { name: "Claims" });
  await group.locator('input[type="checkbox"][value="qc"]').check();
  await page.getByRole("button", { name: "Save" }).click();

  const dialog = page.getByRole("dialog", { name: "Set-password link" });
  await expect(dialog).toContainText("No mail server is set, so no e-mail was sent");
  const link = await dialog.getByRole("textbox", { name: `Link for ${EMAIL}` }).inputValue();
  expect(link).toMatch(/\/recover\?token=/);
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  const worker = await (await browser.newContext()).newPage();
  await worker.goto(link);
  await expect(worker.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await worker.getByLabel(/^New password/).fill("nomail-worker-pass-1");
  await worker.getByLabel(/^Confirm new password/).fill("nomail-worker-pass-1");
  await worker.getByRole("button", { name: "Save new password" }).click();
  await expect(worker.getByText("You can sign in with your new password now.")).toBeVisible();
  await signIn(worker, { userName: EMAIL, password: "nomail-worker-pass-1", claims: ["qc"] });
});
