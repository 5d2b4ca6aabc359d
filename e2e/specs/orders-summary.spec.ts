// The order summary's own dialogs (workflow §2, §4, §5) and the Canada shipping and pickup screens:
// each on its own fixed demo order.
import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { scanIntoBox } from "../support/scan";
import { signIn } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 90_000 });

test("order dialogs: the view is remembered, a comment reaches the log, details keep the address rules, tracking is saved", async ({
  page,
}) => {
  const order = "26-EDIT001"; // Billing, US, used by no other spec
  await signIn(page, DEMO_USERS.billing);
  await page.goto(`/orders/${order}?summary=1`);

  // The view choice survives a reload.
  const views = page.getByRole("radiogroup", { name: "Order view" });
  await views.getByText(/^List/).click();
  await expect(page.getByRole("table").getByText(`${order}-001`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("table").getByText(`${order}-001`)).toBeVisible();
  await views.getByText("Detail").click();

  // A comment lands in the order log with its author; Ctrl+Enter saves it from the text box.
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  const comment = page.getByRole("dialog", { name: "Add a comment" });
  await comment.getByLabel("Comment").fill("Customer called about the due date");
  await comment.getByLabel("Comment").press("Control+Enter");
  await expect(comment).toBeHidden();
  await page.getByRole("button", { name: "Log", exact: true }).click();
  const log = page.getByRole("dialog", { name: `Order log · ${order}` });
  await expect(log.getByRole("table", { name: "Order log" })).toContainText(
    "Customer called about the due date",
  );
  await page.keyboard.press("Escape");
  await expect(log).toBeHidden();

  // Details: a DHL account with this US order's US address is refused on save, and nothing is sent.
  await page.getByRole("button", { name: "Details", exact: true }).click();
  const details = page.getByRole("dialog", { name: "Update order details" });
  await details.getByLabel("Shipping account").fill("DHL 123456789");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("alert")).toContainText(
    "DHL account cannot be used for a domestic US address.",
  );
  await details.getByLabel("Shipping account").fill("FedEx 123456789");
  await details.getByLabel("Rep code").fill("REP-42");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details).toBeHidden();
  await expect(page.getByText("REP-42")).toBeVisible();
  await expect(page.getByText("FedEx 123456789")).toBeVisible();

  // Tracking number.
  await page.getByRole("button", { name: "Tracking", exact: true }).click();
  const tracking = page.getByRole("dialog", { name: "Tracking number" });
  await tracking.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await tracking.getByRole("button", { name: "Save", exact: true }).click();
  await expect(tracking).toBeHidden();
  await expect(page.getByText("1Z999AA10123456784")).toBeVisible();
});

test("Canada shipping: a CA order opens the Canada screen and leaves it Completed", async ({ page }) => {
  const order = "26-SHCA001";
  await signIn(page, DEMO_USERS.shipping);
  await page.goto(`/orders/${order}`);
  await expect(page.getByRole("heading", { name: "Ship order to Canada" })).toBeVisible();
  await scanIntoBox(page, `${order}-001`);
  await scanIntoBox(page, `${order}-002`);
  await expect(page.locator("[data-scan-count]")).toContainText("Scanned 2 of 2");
  await page.getByLabel("Tracking number").fill("CP123456789CA");
  await page.getByRole("button", { name: "Complete shipping" }).click();
  await expectToast(page, "Order shipped.");
  await page.goto(`/orders/${order}?summary=1`);
  await expect(page.locator('[data-status="Completed"]').first()).toBeVisible();
});

test("pickup: a ready-for-pickup order is handed over without a tracking number", async ({ page }) => {
  const order = "26-PICK001";
  await signIn(page, DEMO_USERS.shipping);
  await page.goto(`/orders/${order}`);
  await expect(page.getByRole("heading", { name: "Hand over for pickup" })).toBeVisible();
  await expect(page.getByLabel("Tracking number")).toHaveCount(0);
  await scanIntoBox(page, `${order}-001`);
  await scanIntoBox(page, `${order}-002`);
  await expect(page.locator("[data-scan-count]")).toContainText("Scanned 2 of 2");
  // Who collected it (issue 29; pickup.spec.ts checks these fields).
  await page.getByRole("textbox", { name: "Collected by" }).fill("Sam Carter");
  await page.getByRole("combobox", { name: "ID checked" }).click();
  await page.getByRole("option", { name: "Passport" }).click();
  await page.getByRole("textbox", { name: "Last 4 of the ID" }).fill("7731");
  await page.getByRole("button", { name: "Complete pickup" }).click();
  await expectToast(page, "Order picked up.");
  await page.goto(`/orders/${order}?summary=1`);
  await expect(page.locator('[data-status="Completed"]').first()).toBeVisible();
});
