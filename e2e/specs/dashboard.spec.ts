import type { TDashboardRisk, TDashboardStations } from "@gbo/contracts/dashboard";
import { THROUGHPUT_RANGE_TOO_LONG } from "@gbo/domain/dashboard";
import { addDays } from "@gbo/domain/dates";
import { expect, type Page } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { expectNoGraveAxeFindings } from "../support/axe";
import { finishTierAt } from "../support/dashboard";
import { DEMO_USERS } from "../support/demo-users";
import { liveStreamOpened } from "../support/live";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.manager);
// The figures poll every 2 minutes: within this, only the event stream brings a change.
const LIVE_TIMEOUT_MS = 15_000;
const STATION = "heatseal";

const section = (page: Page, title: string) => page.getByRole("region", { name: title });

/** For looking at (a full-page shot resizes the window and catches the charts mid-redraw). */
async function shootSections(page: Page, suffix: string) {
  for (const title of [
    "Work in progress",
    "The last 30 days",
    "Due-date risk",
    "Throughput and turnaround",
  ]) {
    await section(page, title).screenshot({
      path: `/tmp/shots/dashboard-${suffix}-${title.split(" ")[0]}.png`,
    });
  }
}

const wipRow = (page: Page, key: string) =>
  page.getByRole("table", { name: "Work in progress" }).locator(`[data-wip-station="${key}"]`);

/** The lab is drawn once it comes near the window: bring it there (it may already be). */
async function showLab(page: Page) {
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  await page.evaluate(() => document.querySelector("[data-lab-placeholder]")?.scrollIntoView());
  await expect(page.locator("[data-lab-placeholder]")).toHaveCount(0);
}

test("a manager sees what waits, the 30-day chart and the orders at risk, and a tier finished elsewhere moves its station's count live", async ({
  page,
  browser,
}) => {
  const manager = await apiAs(page.request, DEMO_USERS.manager);
  const stationsNow = async () =>
    (await manager.get<TDashboardStations>("/api/dashboard/stations")).stations.find(
      (s) => s.key === STATION,
    )!;
  const risk = await manager.get<TDashboardRisk>("/api/dashboard/risk?page=1&pageSize=25");

  await page.setViewportSize({ width: 1440, height: 900 });
  const isLive = liveStreamOpened(page);
  await page.goto("/dashboard");
  await showLab(page);
  await expect(page.getByRole("heading", { name: "The lab at a glance" })).toBeVisible();

  // Every station, each linking to its queue, with what waits there.
  const wip = page.getByRole("table", { name: "Work in progress" });
  await expect(wip.locator("[data-wip-station]")).toHaveCount(15);
  await expect(wip.getByRole("link", { name: "Heat seal" })).toHaveAttribute("href", "/heatseal");
  const before = await stationsNow();
  expect(before.waiting).toBeGreaterThan(0);
  await expect(wipRow(page, STATION)).toHaveAttribute("data-waiting", String(before.waiting));

  // The chart draws one line per chosen station (no own station: the five with most waiting).
  const lines = page.locator('[data-chart="waiting"] svg path.recharts-line-curve');
  await expect(lines).toHaveCount(5);
  await expect(page.locator('[data-chart="flow"] svg .recharts-bar-rectangle').first()).toBeAttached();

  // The orders most at risk, in the server's order, each opening its order.
  const riskTable = page.getByRole("table", { name: "Due-date risk" });
  expect(risk.rows.length).toBeGreaterThan(0);
  const first = riskTable.locator("[data-risk-row]").first();
  await expect(first).toHaveAttribute("data-risk-row", risk.rows[0]!.orderId);
  await expect(first.getByRole("link", { name: risk.rows[0]!.orderId })).toHaveAttribute(
    "href",
    `/orders/${risk.rows[0]!.orderId}`,
  );
  await expectNoGraveAxeFindings(page, "dashboard");
  await shootSections(page, "1440");
  await isLive;

  // A heat seal worker finishes a tier in another browser; the manager's page follows without a reload.
  const asOf = await page.locator("[data-as-of]").getAttribute("data-as-of");
  const other = await browser.newContext({ storageState: undefined });
  await finishTierAt(other.request, DEMO_USERS.heatseal, STATION);
  await other.close();
  await expect(wipRow(page, STATION)).not.toHaveAttribute("data-waiting", String(before.waiting), {
    timeout: LIVE_TIMEOUT_MS,
  });
  await expect(page.locator("[data-as-of]")).not.toHaveAttribute("data-as-of", asOf!);
  await expect
    .poll(
      async () =>
        (await wipRow(page, STATION).getAttribute("data-waiting")) === String((await stationsNow()).waiting),
    )
    .toBe(true);
});

test("a range the server refuses is refused with its words, and a preset brings the figures back", async ({
  page,
}) => {
  const manager = await apiAs(page.request, DEMO_USERS.manager);
  const today = new Date().toISOString().slice(0, 10);
  const from = addDays(today, -400);
  const refused = await manager.fetch(`/api/dashboard/throughput?from=${from}&to=${today}`);
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain(THROUGHPUT_RANGE_TOO_LONG);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard");
  await showLab(page);
  const stationsTable = page.getByRole("table", { name: "Throughput per station" });
  await expect(stationsTable).toBeVisible();
  const [year, month, day] = from.split("-");
  const fromField = page.getByRole("textbox", { name: "From" });
  await fromField.fill(`${month}-${day}-${year}`);
  await fromField.blur();
  await expect(page.getByRole("alert").filter({ hasText: THROUGHPUT_RANGE_TOO_LONG })).toBeVisible();
  await expect(stationsTable).toHaveCount(0);
  await expectNoGraveAxeFindings(page, "dashboard with a refused range");
  await section(page, "Throughput and turnaround").screenshot({ path: "/tmp/shots/dashboard-range.png" });

  await page.getByText("90 days", { exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: THROUGHPUT_RANGE_TOO_LONG })).toHaveCount(0);
  await expect(stationsTable).toBeVisible();
});
