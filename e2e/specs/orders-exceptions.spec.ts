// Tier exceptions and the move back to invoicing (workflow §4, §5, §7): skip special imaging with a
// comment, pressing failed on the scanned comics, an add-comic order sent back to invoicing. Each on
// its own fixed demo order.
import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { scanIntoBox } from "../support/scan";
import { signIn, tokensFor } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 90_000 });

test("skipping special imaging needs a comment, then sends the tier to Signature", async ({ page }) => {
  const order = "26-SKIP001";
  await signIn(page, DEMO_USERS.imaging);
  await page.goto(`/orders/${order}/SO`);
  await page.getByRole("button", { name: "Skip special imaging" }).click();
  const dialog = page.getByRole("dialog", { name: "Skip special imaging" });
  await dialog.getByRole("button", { name: "Skip to signature" }).click();
  await expect(dialog.getByText("Please enter a comment for skipping special imaging.")).toBeVisible();
  await dialog.getByLabel("Comment").fill("Cover already imaged at intake");
  await dialog.getByRole("button", { name: "Skip to signature" }).click();
  await expectToast(page, "Tier added to Signature queue");

  // The signature station's queue now lists it.
  const { accessToken } = await tokensFor(page.request, DEMO_USERS.signature);
  const queue = await page.request.get(`/api/orders/queue/signature/1/${order}/all`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const rows = ((await queue.json()) as { rows: { orderId: string; tierId: string | null }[] }).rows;
  expect(rows.map((r) => `${r.orderId}-${r.tierId}`)).toContain(`${order}-SO`);
});

test("pressing failed asks for a scan first, then marks the scanned comic", async ({ page }) => {
  const order = "26-PRES001";
  await signIn(page, DEMO_USERS.pressing);
  await page.goto(`/orders/${order}/SO`);
  await page.getByRole("button", { name: "Pressing failed" }).click();
  await expect(page.getByRole("dialog", { name: "Pressing failed" })).toContainText(
    "Please scan atleast one comic",
  );
  await page.keyboard.press("Escape");

  await scanIntoBox(page, `${order}-001`);
  await expect(page.locator('[data-comic-row="001"][data-scanned]')).toBeVisible();
  await page.getByRole("button", { name: "Pressing failed" }).click();
  await page.getByRole("dialog", { name: "Pressing failed" }).getByRole("button", { name: "Yes" }).click();
  await expectToast(page, "Pressing failure recorded.");
  // Scanned comics are folded under their count; opened, each shows its state.
  await page.getByRole("button", { name: "Scanned 1 of 2" }).click();
  await expect(page.locator('[data-comic-row="001"]')).toContainText("Pressing failed");
  await expect(page.locator('[data-comic-row="002"]')).not.toContainText("Pressing failed");
});

test("an add-comic order goes back to invoicing after the confirmation", async ({ page }) => {
  const order = "26-MOVE001";
  await signIn(page, DEMO_USERS.invoicing);
  await page.goto(`/orders/${order}?summary=1`);
  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Move to invoicing" }).click();
  await page
    .getByRole("dialog", { name: "Move to invoicing" })
    .getByRole("button", { name: "Yes, Edit" })
    .click();
  await expectToast(page, "Order moved to invoicing.");

  const { accessToken } = await tokensFor(page.request, DEMO_USERS.invoicing);
  const response = await page.request.get(`/api/orders/${order}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(((await response.json()) as { order: { status: string } }).order.status).toBe("Invoicing");
});
