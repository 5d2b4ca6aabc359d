// Issue 33 point 5: a manager previews the customer e-mails from the settings screen. The lab's name is
// saved under "Lab details", then "Grades ready" shows it with the demo order's certification numbers, in
// the sandboxed HTML frame and in the plain-text tab; a logo is uploaded, appears in the e-mail and is
// removed. An invoicing worker reaches neither the screen nor the preview call.
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectNoGraveAxeFindings } from "../support/axe";
import { DEMO_USERS } from "../support/demo-users";
import { FAKE_PNG_BASE64 } from "../support/fake-label-service";
import { signIn, tokensFor } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 120_000 });

const SHOTS = "/tmp/shots-customer-email-preview";
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const NO_ACCESS = "You do not have access to this screen";
/** A certification number as labels print it: the order id with the comic's sequence (26-ABC1234-001). */
const CERT = /\b\d{2}-[0-9A-Z]{7}-\d{3}\b/;

test("a manager saves the lab's name and previews the Grades ready e-mail with it", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, DEMO_USERS.manager);
  // At 1024 pixels the menu folds behind its button.
  await page.getByRole("button", { name: "Show menu" }).click();
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);

  const form = page.getByRole("form", { name: "Lab details" });
  const name = form.getByLabel("Lab name");
  await expect(name).not.toHaveValue("");
  const before = await name.inputValue();
  const labName = `Harbor Comic Lab ${Date.now() % 100_000}`;
  await name.fill("");
  // The domain's rule answers as the field is typed.
  await expect(form.getByText("Please enter the lab's name.")).toBeVisible();
  await name.fill(labName);
  await form.getByRole("button", { name: "Save lab details" }).click();
  await expectToast(page, "Settings saved");

  const emails = page.getByRole("navigation", { name: "Customer e-mails" });
  await emails.scrollIntoViewIfNeeded();
  // Before a preview is open: axe cannot enter a sandboxed frame (it waits for it until the test times out).
  await expectNoGraveAxeFindings(page, "settings with the lab details and the e-mail list");
  await emails.getByRole("button", { name: /Grades ready/ }).click();
  const preview = page.getByRole("region", { name: "Grades ready e-mail" });
  await expect(preview.getByTestId("email-subject")).not.toBeEmpty();
  const frame = page.frameLocator('iframe[title="Grades ready e-mail, as HTML"]');
  await expect(frame.getByText(labName).first()).toBeVisible();
  // A table cell holding a certification number alone.
  await expect(frame.getByText(new RegExp(`^(${CERT.source})$`)).first()).toBeVisible();
  await expect(page.locator('iframe[title="Grades ready e-mail, as HTML"]')).toHaveAttribute("sandbox", "");
  await shot(page, "grades-ready-html");

  await preview.getByRole("tab", { name: "Plain text" }).click();
  const text = preview.getByTestId("email-text");
  await expect(text).toContainText(labName);
  await expect(text).toContainText(CERT);
  await shot(page, "grades-ready-text");

  // A logo: uploaded to its signed address, checked by the server, shown on the card and in the e-mail.
  await page.locator('input[type="file"][accept*="image/png"]').setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from(FAKE_PNG_BASE64, "base64"),
  });
  await expect(page.getByRole("img", { name: "The lab's logo" })).toHaveAttribute(
    "src",
    /\/api\/public\/lab-logo\?v=/,
  );
  await preview.getByRole("tab", { name: "HTML" }).click();
  await expect(frame.locator('img[src*="/api/public/lab-logo"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Remove logo" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("No logo: the e-mails show the lab's name.")).toBeVisible();

  // Put the lab's name back for the other specs' e-mails.
  const { accessToken } = await tokensFor(page.request, DEMO_USERS.manager);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const lab = await (await page.request.get("/api/settings/lab", { headers })).json();
  const restored = await page.request.put("/api/settings/lab", {
    headers,
    data: {
      name: before,
      addressLines: lab.addressLines,
      phone: lab.phone,
      email: lab.email,
      hours: lab.hours,
      version: lab.version,
    },
  });
  expect(restored.status()).toBe(200);
});

test("an invoicing worker has no Settings link, no settings screen and no preview", async ({ page }) => {
  await signIn(page, DEMO_USERS.invoicing);
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "New invoice" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await page.goto("/settings");
  await expect(page.getByText(NO_ACCESS)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Customer e-mails" })).toHaveCount(0);

  const { accessToken } = await tokensFor(page.request, DEMO_USERS.invoicing);
  const headers = { Authorization: `Bearer ${accessToken}` };
  expect((await page.request.get("/api/email/milestones/grades/preview", { headers })).status()).toBe(403);
  expect((await page.request.get("/api/settings/lab", { headers })).status()).toBe(403);
});
