// Receiving shows the oldest boxes first (issue 30 point 7): a receiving worker's /receiving list runs from
// the box that has waited longest; the recent list says how many older boxes it leaves out (the demo's
// boxes of 70 and 45 days), which the menu badge counts too, with one click to them; a box not yet
// received shows no received date.
import type { TQueueCounts, TQueuePage } from "@gbo/contracts/orders";
import { expect, type Page } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { DEMO_USERS } from "../support/demo-users";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.receiving);
test.describe.configure({ timeout: 120_000 });

const rows = (page: Page) => page.getByRole("table", { name: "Receiving queue" }).locator("[data-queue-row]");

/** Days each listed box has waited, top to bottom, as the Due cell says it. */
const waitedDays = (page: Page) =>
  rows(page).evaluateAll((nodes) =>
    nodes.map((n) => Number(n.querySelector("[data-waiting-days]")?.getAttribute("data-waiting-days"))),
  );

test("the longest-waiting box first, the older boxes said, no received date before receipt", async ({
  page,
}) => {
  const api = await apiAs(page.request, DEMO_USERS.receiving);
  const recent = await api.get<TQueuePage>("/api/orders/queue/receiving/1/-/recent");
  const full = await api.get<TQueuePage>("/api/orders/queue/receiving/1/-/all");
  const counts = await api.get<TQueueCounts>("/api/orders/queue-counts");
  const waiting = counts.counts.find((c) => c.queue === "receiving")?.waiting;
  // The menu badge counts every box; the recent list's rows and the ones it says it leaves out add up to it.
  expect(recent.total + recent.overdueHidden).toBe(waiting);
  expect(recent.overdueHidden).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/receiving");
  await expect(page.getByRole("heading", { level: 1, name: "Receiving queue" })).toBeVisible();
  await expect(rows(page).first()).toHaveAttribute("data-queue-row", recent.rows[0]!.orderId);
  const shown = await waitedDays(page);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  expect(shown.every((days) => days <= 30)).toBe(true);
  // Not received yet: the Received column is empty, not the submission date.
  const received = await rows(page).evaluateAll((nodes) =>
    nodes.map((n) => (n.querySelector("td:last-child")?.textContent ?? "").trim()),
  );
  expect(new Set(received)).toEqual(new Set(["—"]));

  await expect(page.getByText(`${recent.overdueHidden} overdue orders not in the recent list`)).toBeVisible();
  await page.getByRole("button", { name: "Show full list" }).click();
  await expect(page.getByRole("radio", { name: "Full list" })).toBeChecked();
  await expect(rows(page).first()).toHaveAttribute("data-queue-row", full.rows[0]!.orderId);
  const all = await waitedDays(page);
  expect(all).toEqual([...all].sort((a, b) => b - a));
  expect(all[0]).toBeGreaterThan(30);
  expect(all).toHaveLength(waiting ?? 0);
  await page.screenshot({ path: "test-results/receiving-1366.png" });
});
