// Settings and devices (issue 16): a manager's exchange rate is refused at 0 with the spec's message, then
// saved ('Settings saved'), and the log dialog shows the old and the new value; a device is created and
// listed.
import { mkdirSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { expectToast, recordToasts } from "../support/toasts";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.manager);
test.describe.configure({ mode: "serial", timeout: 120_000 });

const SHOTS = "/tmp/shots-settings";
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const stamp = Date.now() % 100_000;

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

test("the lab time zone: an unknown zone refused, America/New_York saved for the receipts", async ({
  page,
}) => {
  await page.goto("/settings");
  const zone = page.getByRole("combobox", { name: "Time zone" });
  // Until a manager sets one, the server's own zone.
  await expect(zone).not.toHaveValue("");
  await zone.fill("Mars/Olympus");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(
    page.getByRole("alert").getByText("Enter a time zone by its IANA name, such as America/New_York"),
  ).toBeVisible();
  await zone.fill("America/New_York");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expectToast(page, "Settings saved");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("America/New_York");
  await shot(page, "settings-time-zone");
});

test("the exchange rate: 0 refused, a new rate saved and logged with old and new", async ({ page }) => {
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Exchange-rate settings" })).toBeVisible();
  const rate = page.getByLabel("Exchange rate");
  await expect(rate).not.toHaveValue("");
  const old = await rate.inputValue();
  await rate.fill("0");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").getByText("Exchange rate should be greater than zero")).toBeVisible();
  await shot(page, "settings-zero");

  const next = `1.${String(stamp).padStart(5, "0")}1`;
  await rate.fill(next);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Settings saved");
  await page.getByRole("button", { name: "Show log" }).click();
  const log = page.getByRole("table", { name: "Exchange-rate log" });
  const newest = log.locator("tbody tr").first();
  await expect(newest).toContainText(String(Number(next)));
  await expect(newest).toContainText(String(Number(old)));
  await expect(newest).toContainText("Manager");
  await shot(page, "settings-log");
});

test("a device is created and listed", async ({ page }) => {
  const name = `Bench printer ${stamp}`;
  await page.goto("/devices");
  await expect(page.getByRole("heading", { name: "Devices" })).toBeVisible();
  await page.getByRole("link", { name: "New device" }).click();
  await expect(page.getByRole("heading", { name: "New device" })).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Host").fill("10.0.9.9");
  await page.getByLabel("Location").fill("Pressing");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, `Device ${name} saved.`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.goto("/devices");
  await page.getByPlaceholder("Name, host or location").fill(String(stamp));
  await expect(page.locator("[data-device]").filter({ hasText: name })).toContainText("Pressing");
  await shot(page, "devices-list");
});
