// The station work panel of issue 10: what is left first and in view at 1024×768, one feedback line
// per scan, a carrier barcode into the tracking number, the primary action first in tab order, the
// next tier one key away after a completion, and hand-off notes where the work is done.
import { expect, type Page, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { scanIntoBox, scanWithReader } from "../support/scan";
import { signIn, tokensFor } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 90_000 });

const SHIP_ORDER = "26-SHIP015";
const HAND_OFF_ORDER = "26-HAND001";
const NEXT_ORDER = "26-NEXT001";

async function expectInViewport(page: Page, locator: ReturnType<Page["locator"]>, what: string) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, `${what} is on the page`).not.toBeNull();
  expect(box?.y ?? -1, `${what} starts in view`).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0), `${what} ends in view`).toBeLessThanOrEqual(height);
}

test("a shipping worker at 1024×768 scans 4 of 15 and sees the 11 left, then a carrier label fills the tracking number", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, DEMO_USERS.shipping);
  await page.goto(`/orders/${SHIP_ORDER}`);
  await expect(page.getByRole("heading", { name: "Ship order", level: 1 })).toBeVisible();
  await expect(page.locator("[data-ship-rate]")).toContainText("UPS Ground");
  await expect(page.locator("[data-ship-carrier]")).toContainText("UPS 1A2B3C");
  await expect(page.locator("[data-ship-to] address")).toBeVisible();

  // The reader scans with no field focused, as at a packing bench.
  await page.getByRole("heading", { name: "Ship order", level: 1 }).click();
  for (const seq of ["001", "002", "007", "012"]) {
    await scanWithReader(page, `${SHIP_ORDER}-${seq}`, { toScreen: true });
    await expect(page.locator(`[data-comic-row="${seq}"][data-scanned]`)).toBeVisible();
  }
  await expect(page.locator("[data-scan-feedback='ok']")).toContainText(`${SHIP_ORDER}-012`);
  await expect(page.getByRole("button", { name: "Scanned 4 of 15" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await expect(page.getByText("11 left", { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Scanned 4 of 15" })).toBeVisible();

  const left = page.getByRole("table", { name: "comics not scanned yet" }).locator("[data-comic-row]");
  await expect(left).toHaveCount(11);
  await expect(left.getByText("Not scanned").first()).toBeVisible();
  for (const row of await left.all()) {
    await expectInViewport(page, row, `row ${await row.getAttribute("data-comic-row")}`);
  }
  await expectInViewport(page, page.getByRole("textbox", { name: "Scan comic" }), "the scan box");
  await expectInViewport(page, page.getByRole("button", { name: "Complete shipping" }), "Complete shipping");
  await page.screenshot({ path: "test-results/work-panel-shipping-1024.png" });

  await scanWithReader(page, "1Z999AA10123456784");
  await expect(page.getByLabel("Tracking number")).toHaveValue("1Z999AA10123456784");
  await expect(page.locator("[data-scan-feedback='ok']")).toContainText(
    "Tracking number 1Z999AA10123456784 (UPS) filled in",
  );

  // The scanned ones open on demand.
  await page.getByRole("button", { name: "Scanned 4 of 15" }).click();
  await expect(page.getByRole("table", { name: "Scanned comics" }).locator("[data-comic-row]")).toHaveCount(
    4,
  );

  // All errors at once: with items missing, the reason is asked for and focused.
  await page.getByLabel("Tracking number").fill("");
  await page.getByRole("button", { name: "Complete shipping" }).click();
  const summary = page.locator("[data-form-errors]");
  await expect(summary).toContainText("Please enter a tracking number.");
  await expect(summary).toContainText("Please enter a reason for the missing items.");
  await expect(page.getByLabel("Tracking number")).toBeFocused();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: "test-results/work-panel-shipping-1366.png" });
});

test("on the tier screen, Tab from the scan box reaches Complete tier before any other action", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.qc);
  await page.goto(`/orders/${HAND_OFF_ORDER}/SO`);
  const box = page.getByRole("textbox", { name: "Scan comic" });
  await expect(box).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "← Quality control queue" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Complete tier" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(box).toBeFocused();
});

test("hand-off notes (reject reason, missing items, labels, due date, comments) show on the tier screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, DEMO_USERS.qc);
  await page.goto(`/orders/${HAND_OFF_ORDER}/SO`);
  const notes = page.getByRole("region", { name: "Hand-off notes" });
  await expect(notes).toContainText("Rejected to Labels: Label misprinted (wrong year on 002)");
  await expect(notes).toContainText("Missing: Completed Pressing with missing comics: 004 stayed");
  await expect(notes).toContainText("Labels: Labels verified");
  await expect(notes).toContainText("Due date");
  await expectInViewport(page, notes.getByText(/Rejected to Labels/), "the reject reason");
  await notes.getByRole("button", { name: "Show all 5 notes" }).click();
  await expect(notes).toContainText("Customer asks for a call before the order ships.");
  await page.screenshot({ path: "test-results/work-panel-tier-1366.png" });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: "test-results/work-panel-tier-1024.png" });
});

test("after completing a tier, N opens the most urgent tier waiting at the station", async ({ page }) => {
  await signIn(page, DEMO_USERS.qc);
  await page.goto(`/orders/${NEXT_ORDER}/SO`);
  await scanIntoBox(page, `${NEXT_ORDER}-001`);
  await expect(page.locator('[data-comic-row="001"][data-scanned]')).toBeVisible();
  await scanIntoBox(page, `${NEXT_ORDER}-002`);
  await expect(page.getByText("All 2 scanned")).toBeVisible();
  await page.getByRole("button", { name: "Complete tier" }).click();
  await expectToast(page, "Tier added to Imaging queue");

  // The station's full list, most overdue first (the server's order), without the tier just done.
  const { accessToken } = await tokensFor(page.request, DEMO_USERS.qc);
  const queue = await page.request.get("/api/orders/queue/quality/1/-/all", {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const rows = ((await queue.json()) as { rows: { orderId: string; tierId: string }[] }).rows;
  const next = rows.find((row) => !(row.orderId === NEXT_ORDER && row.tierId === "SO"));
  expect(next).toBeDefined();
  const offer = page.getByRole("button", { name: new RegExp(`^Next: ${next?.orderId} ${next?.tierId} \\(`) });
  await expect(offer).toBeFocused();
  await page.screenshot({ path: "test-results/work-panel-next-offer.png" });
  await page.keyboard.press("n");
  await expect(page).toHaveURL(new RegExp(`/orders/${next?.orderId}/${next?.tierId}$`));
});
