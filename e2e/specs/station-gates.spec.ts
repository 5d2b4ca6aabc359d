// Station gates (issue 29): every comic scanned, a station still refuses to complete until its own step
// is done. The tier screen lists what is left above a disabled Complete; a forced completion answers the
// same list; once the step is done the tier completes. Fixed demo orders 26-GATE001..003 (seed).
import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { DEMO_USERS, type DemoUser } from "../support/demo-users";
import { scanIntoBox } from "../support/scan";
import { signIn, tokensFor } from "../support/session";
import { expectToast } from "../support/toasts";

// Sign-in, a tier screen and API calls per test: slow on a loaded two-core machine.
test.describe.configure({ timeout: 180_000 });

const gate = (page: Page) => page.locator("[data-station-gate]");

async function scanBoth(page: Page, order: string) {
  await expect(page.getByRole("textbox", { name: "Scan comic" })).toBeFocused({ timeout: 30_000 });
  for (const seq of ["001", "002"]) {
    await scanIntoBox(page, `${order}-${seq}`);
    await expect(page.locator(`[data-comic-row="${seq}"][data-scanned]`).first()).toBeVisible();
  }
}

test("Labels: scanned but not verified is refused with its reason; verified, it completes", async ({
  page,
}) => {
  const order = "26-GATE001";
  await signIn(page, DEMO_USERS.labels);
  await page.goto(`/orders/${order}/SO`);
  // Both comics are scanned (seed): the minimum is met, the station's own step is not.
  const complete = page.getByRole("button", { name: "Complete tier" });
  await expect(gate(page)).toContainText("labels are not verified", { timeout: 30_000 });
  await expect(complete).toBeDisabled();
  // Forced through the API, the server answers the same list.
  const forced = await forceComplete(page, DEMO_USERS.labels, order);
  expect(forced.status()).toBe(400);
  expect((await forced.json()).message).toBe("Cannot complete Labels: labels are not verified.");

  await page.getByRole("switch", { name: "Labels verified" }).click({ force: true });
  await expectToast(page, "Labels verified.");
  await expect(gate(page)).toHaveCount(0);
  await expect(complete).toBeEnabled();
  await complete.click();
  await expectToast(page, "Tier added to Heat seal queue");
});

test("Pre-grade: ungraded comics are listed and counted; graded, the tier completes", async ({ page }) => {
  const order = "26-GATE002";
  await signIn(page, DEMO_USERS.pregrade);
  await page.goto(`/orders/${order}/SO`);
  await expect(gate(page)).toContainText(`${order}-001 has no grade`);
  await expect(gate(page)).toContainText(`${order}-002 has no grade`);
  await expect(page.locator("[data-station-counter]")).toHaveText("Graded 0 of 2");
  await expect(page.getByRole("button", { name: "Complete tier" })).toBeDisabled();

  // The grading step, as the grade view saves it (the grade view itself is grade-view.spec.ts's).
  const api = await apiAs(page.request, DEMO_USERS.pregrade);
  for (const seq of ["001", "002"]) {
    const { order: now } = await api.get<{ order: { version: number } }>(`/api/orders/${order}`);
    const saved = await page.request.put(`/api/orders/${order}/comic/${seq}/grade`, {
      headers: await authOf(page, DEMO_USERS.pregrade),
      data: { version: now.version, grade: 9.8 },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await page.reload();
  await expect(page.locator("[data-station-counter]")).toHaveText("Graded 2 of 2");
  for (const seq of ["001", "002"]) {
    const rows = page.locator(`[data-comic-row="${seq}"]`);
    if (!(await rows.first().getAttribute("data-scanned"))) await scanIntoBox(page, `${order}-${seq}`);
  }
  await expect(gate(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Complete tier" }).click();
  await expectToast(page, "Tier added to Finalize queue");
});

test("Imaging: comics without their cover are listed, and a forced completion is refused with that list", async ({
  page,
}) => {
  const order = "26-GATE003";
  await signIn(page, DEMO_USERS.imaging);
  await page.goto(`/orders/${order}/SO`);
  await scanBoth(page, order);
  await expect(gate(page)).toContainText(`${order}-001 has no cover picture`);
  await expect(page.locator("[data-station-counter]")).toHaveText("Pictures 0 of 2");
  await expect(page.getByRole("columnheader", { name: "Cover picture" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete tier" })).toBeDisabled();
  const forced = await forceComplete(page, DEMO_USERS.imaging, order);
  expect(forced.status()).toBe(400);
  expect((await forced.json()).message).toBe(
    `Cannot complete Imaging: ${order}-001 has no cover picture; ${order}-002 has no cover picture.`,
  );
});

async function authOf(page: Page, user: DemoUser) {
  const { accessToken } = await tokensFor(page.request, user);
  return { Authorization: `Bearer ${accessToken}` };
}

/** POST /api/orders/tier as `user`, at the order's current version: what a second tab could send. */
async function forceComplete(page: Page, user: DemoUser, order: string) {
  const api = await apiAs(page.request, user);
  const { order: now } = await api.get<{ order: { version: number } }>(`/api/orders/${order}`);
  return page.request.post("/api/orders/tier/SO", {
    headers: await authOf(page, user),
    data: { orderId: order, version: now.version },
  });
}
