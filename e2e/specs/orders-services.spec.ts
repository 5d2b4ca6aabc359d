// Fast pass and press on a tier (workflow §4, §6): only pregrade/finalize holders may change them, the
// dialog previews the added charge, and the change lands on the order as a fee.
import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 90_000 });

test("a pre-grader changes a tier to fast pass: the charge is previewed, then added to the order", async ({
  page,
}) => {
  const order = "26-WALK008"; // one tier SO at QC, used by no other spec
  await signIn(page, DEMO_USERS.pregrade);
  await page.goto(`/orders/${order}?summary=1`);
  await page.getByRole("button", { name: "Fast pass and press of tier SO" }).click();
  const dialog = page.getByRole("dialog", { name: /Fast pass and press/ });
  await expect(dialog.getByText("None yet.")).toBeVisible();

  await dialog.getByRole("radiogroup", { name: "Fast pass" }).getByText("Fast Pass", { exact: true }).click();
  const preview = dialog.getByTestId("charge-preview").first();
  await expect(preview).toHaveText(/^Adds \$\d/);
  const previewed = (await preview.textContent())?.replace("Adds ", "") ?? "";

  await dialog.getByRole("button", { name: "Change fast pass" }).click();
  const charges = dialog.getByRole("table", { name: "Added charges" });
  await expect(charges).toContainText(previewed);
  await expect(dialog.getByText("Fast pass (now: Fast Pass)")).toBeVisible();
});

test("a station worker without pregrade or finalize is not offered the change", async ({ page }) => {
  await signIn(page, DEMO_USERS.qc);
  await page.goto("/orders/26-WALK008?summary=1");
  await expect(page.getByText("SO", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Fast pass and press of tier SO" })).toHaveCount(0);
});

test("billing records a cash payment: 0 does nothing, a real amount lands in the transactions", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.billing);
  await page.goto("/billing");
  // A generated billing order: the fixed ones, four letters and three digits (26-BILL001, 26-WALK000
  // once the walk reaches billing, …), belong to specs that may be running at the same time.
  const link = page
    .getByRole("link", { name: /^26-/ })
    .filter({ hasNotText: /^26-[A-Z]{4}\d{3}$/ })
    .first();
  const orderId = (await link.textContent())?.trim() ?? "";
  expect(orderId).toMatch(/^26-/);
  await page.goto(`/orders/${orderId}?summary=1`);

  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Add transaction" }).click();
  const dialog = page.getByRole("dialog", { name: "Add transaction" });
  await dialog.getByLabel("Amount").fill("0");
  await dialog.getByRole("button", { name: "Save transaction" }).click();
  await expect(dialog).toBeVisible(); // "otherwise the dialog does nothing"

  await dialog.getByLabel("Amount").fill("12.50");
  await dialog.getByLabel("Description").fill("Paid at the counter");
  await dialog.getByRole("button", { name: "Save transaction" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Transaction saved.");

  await page.getByText(/^Transactions \(\d+\)$/).click();
  const row = page
    .getByRole("table", { name: "Transactions" })
    .getByRole("row", { name: /Paid at the counter/ });
  await expect(row).toContainText("$12.50");
  await expect(row).toContainText("Cash");
});
