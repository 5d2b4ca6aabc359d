import { readFileSync } from "node:fs";
import type { TQueueCounts, TQueuePage, TTierDetail } from "@gbo/contracts/orders";
import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { DEMO_USERS } from "../support/demo-users";
import { liveStreamOpened } from "../support/live";
import { signIn } from "../support/session";

// The counts poll every 2 minutes: within this, only the event stream brings a change.
const LIVE_TIMEOUT_MS = 15_000;

const rows = (page: Page) => page.getByRole("table", { name: "Grading queue" }).locator("[data-queue-row]");

test("a finalize worker lands on a grading list whose first row is the most overdue Finalize tier", async ({
  page,
}) => {
  const api = await apiAs(page.request, DEMO_USERS.finalize);
  const recent = await api.get<TQueuePage>("/api/orders/queue/grading/1/-/recent?steps=Finalize");
  const full = await api.get<TQueuePage>("/api/orders/queue/grading/1/-/all?steps=Finalize");
  // The demo data holds old late Finalize tiers that the recent list leaves out.
  expect(recent.overdueHidden).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, DEMO_USERS.finalize);
  await page.goto("/grading");
  await expect(page.getByRole("heading", { level: 1, name: "Grading queue" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Finalize" })).toBeChecked();
  await expect(rows(page).first()).toHaveAttribute(
    "data-queue-row",
    `${recent.rows[0]!.orderId}-${recent.rows[0]!.tierId}`,
  );
  const statuses = await rows(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-status")));
  expect(new Set(statuses)).toEqual(new Set(["Finalize"]));
  const daysLeft = await rows(page).evaluateAll((nodes) =>
    nodes.map((n) => Number(n.getAttribute("data-days-left"))),
  );
  expect(daysLeft[0]).toBe(Math.min(...daysLeft));

  // The late work left out is said, with one click to it: then the first row is the most overdue of all.
  await expect(page.getByText(`${recent.overdueHidden} overdue tiers not in the recent list`)).toBeVisible();
  await page.getByRole("button", { name: "Show full list" }).click();
  await expect(page.getByRole("radio", { name: "Full list" })).toBeChecked();
  await expect(rows(page).first()).toHaveAttribute(
    "data-queue-row",
    `${full.rows[0]!.orderId}-${full.rows[0]!.tierId}`,
  );
  expect(full.rows[0]!.daysLeft!).toBeLessThan(recent.rows[0]?.daysLeft ?? 0);
  await expect(page.getByText(/not in the recent list/)).toHaveCount(0);
  await page.screenshot({ path: "test-results/grading-1366.png" });

  // Both choices are remembered across a reload.
  await page.reload();
  await expect(page.getByRole("radio", { name: "Full list" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Finalize" })).toBeChecked();
  await expect(rows(page).first()).toHaveAttribute(
    "data-queue-row",
    `${full.rows[0]!.orderId}-${full.rows[0]!.tierId}`,
  );
});

test("queue rows are one tab stop: arrow keys move between rows and Enter opens one", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, DEMO_USERS.grade);
  await page.goto("/grading");
  const fullList = page.waitForResponse((r) => r.url().includes("/api/orders/queue/grading/1/-/all"));
  await page.getByText("Full list", { exact: true }).click();
  await fullList;
  const list = rows(page);
  await expect(list.nth(2)).toBeVisible();
  await page.getByLabel("Search queue").focus();
  await page.keyboard.press("Tab");
  await expect(list.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(list.nth(2)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(list.nth(1)).toBeFocused();
  // Tab leaves the table (one stop), Shift+Tab comes back to the same row.
  await page.keyboard.press("Tab");
  await expect(list.nth(1)).not.toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(list.nth(1)).toBeFocused();
  // At 1024×768 the table fits (secondary columns give way) and no badge is cut short ("LABE…").
  const table = page.getByRole("table", { name: "Grading queue" });
  const overflow = await table.evaluate((node) => node.scrollWidth - (node.parentElement?.clientWidth ?? 0));
  expect(overflow).toBeLessThanOrEqual(1);
  const cutBadges = await table
    .locator(".mantine-Badge-label")
    .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length);
  expect(cutBadges).toBe(0);
  await page.screenshot({ path: "test-results/grading-1024.png" });

  const target = await page.locator("[data-queue-row]:focus").getAttribute("data-queue-row");
  await page.keyboard.press("Enter");
  const [orderId, tierId] = [target!.slice(0, 10), target!.slice(11)];
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/${tierId}$`));
  // On the tier screen the menu (open at 1366 wide) highlights the station the tier belongs to.
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).locator('[data-menu-link="/grading"]'),
  ).toHaveAttribute("data-active", "true");
});

// Issue 29: from page load the first row took 13 Tab presses (header, then the whole menu). Now the
// first Tab stop is "Skip to content" and the second "Skip to the list": two Tabs and Enter, at both widths.
test("from page load the first queue row is two Tabs and Enter away, through the skip links", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_USERS.grade);
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 });
    await page.goto("/grading");
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    // Tabs until a row has the focus, pressing Enter on "Skip to the list" when it comes; at most 20 keys.
    const keys: string[] = [];
    let firstStop = "";
    while (keys.length < 20) {
      const focused = await page.evaluate(() => ({
        isRow: document.activeElement?.hasAttribute("data-queue-row") ?? false,
        text: document.activeElement?.textContent ?? "",
      }));
      if (focused.isRow) break;
      const isSkipToList = focused.text === "Skip to the list";
      const key = isSkipToList ? "Enter" : "Tab";
      await page.keyboard.press(key);
      keys.push(key);
      if (keys.length === 1) firstStop = await page.evaluate(() => document.activeElement?.textContent ?? "");
    }
    console.log(`${width}px: ${keys.filter((k) => k === "Tab").length} Tabs, keys ${keys.join(" ")}`);
    expect(keys, `keys from page load to the first row at ${width}px`).toEqual(["Tab", "Tab", "Enter"]);
    expect(firstStop, "the first Tab stop").toBe("Skip to content");
    await expect(rows(page).first()).toBeFocused();
  }
});

test("the menu and the dashboard count what waits and what is late, and follow another station's work live", async ({
  page,
  browser,
}) => {
  const api = await apiAs(page.request, DEMO_USERS.heatseal);
  const countOf = async () =>
    (await api.get<TQueueCounts>("/api/orders/queue-counts")).counts.find((c) => c.queue === "heatseal")!;
  const menuCount = page
    .getByRole("navigation", { name: "Main menu" })
    .locator('[data-queue-count="heatseal"]');
  const cardCount = page.locator('[data-station-card="/heatseal"] [data-queue-count="heatseal"]');

  await page.setViewportSize({ width: 1366, height: 768 });
  const isLive = liveStreamOpened(page);
  await signIn(page, DEMO_USERS.heatseal);
  await expect(page).toHaveURL(/\/dashboard$/);
  const before = await countOf();
  expect(before.late).toBeGreaterThan(0);
  for (const badges of [menuCount, cardCount]) {
    await expect(badges).toHaveAttribute("data-waiting", String(before.waiting));
    await expect(badges).toHaveAttribute("data-late", String(before.late));
    await expect(badges.getByText(`${before.late} late`)).toBeVisible();
  }
  await expect(cardCount.getByText(`${before.waiting} waiting`)).toBeVisible();
  await page.screenshot({ path: "test-results/dashboard-1366.png" });
  await isLive;

  // Another worker finishes the most overdue heat seal tier (scans its comics, completes it).
  const other = await (await browser.newContext()).newPage();
  const worker = await apiAs(other.request, DEMO_USERS.heatseal);
  const queue = await worker.get<TQueuePage>("/api/orders/queue/heatseal/1/-/all");
  const late = queue.rows[0]!;
  expect(late.daysLeft!).toBeLessThan(0);
  const detail = await worker.get<TTierDetail>(`/api/orders/${late.orderId}/tiers/${late.tierId}`);
  let version = detail.order.version;
  for (const comic of detail.comics.filter((c) => !c.scanned)) {
    version = (
      await worker.post(`/api/orders/${late.orderId}/scan/comic`, {
        code: comic.uniqueId,
        tierId: late.tierId,
        version,
      })
    ).version;
  }
  await worker.post("/api/orders/tier", { orderId: late.orderId, tierId: late.tierId, version });

  // No reload: the counts follow through the event stream, and agree with the server's.
  await expect
    .poll(async () => (await menuCount.getAttribute("data-late")) === String((await countOf()).late), {
      timeout: LIVE_TIMEOUT_MS,
    })
    .toBe(true);
  await expect(menuCount).not.toHaveAttribute("data-waiting", String(before.waiting), {
    timeout: LIVE_TIMEOUT_MS,
  });
  const after = await countOf();
  await expect(menuCount).toHaveAttribute("data-waiting", String(after.waiting));
  await expect(cardCount).toHaveAttribute("data-waiting", String(after.waiting));

  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(cardCount).toBeInViewport();
  await page.screenshot({ path: "test-results/dashboard-1024.png" });
});

test("search, list and sort live in the address: a reload shows the same list, and Export CSV has every row", async ({
  page,
}) => {
  const api = await apiAs(page.request, DEMO_USERS.grade);
  // A customer with work in the grading queue, newest first: the search this worker types.
  const newest = await api.get<TQueuePage>("/api/orders/queue/grading/1/-/all?sort=-date");
  const name = newest.rows[0]!.customerName.split(" ").at(-1)!;
  const expected = await api.get<TQueuePage>(
    `/api/orders/queue/grading/1/${encodeURIComponent(name)}/all?sort=-date`,
  );
  expect(expected.total).toBeGreaterThan(0);
  const keys = expected.rows.map((row) => `${row.orderId}-${row.tierId}`);

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, DEMO_USERS.grade);
  await page.goto("/grading");
  await expect(page.getByRole("heading", { level: 1, name: "Grading queue" })).toBeVisible();
  await page.getByText("Full list", { exact: true }).click();
  await page.getByRole("combobox", { name: "Sort" }).click();
  await page.getByRole("option", { name: "Newest first" }).click();
  await page.getByRole("textbox", { name: "Search queue" }).fill(name);
  await expect(page).toHaveURL(/sort=-date/);
  await expect(page).toHaveURL(new RegExp(`search=${name}`));
  await expect(page).toHaveURL(/list=all/);
  await expect(rows(page)).toHaveCount(keys.length);
  expect(await rows(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-queue-row")))).toEqual(
    keys,
  );
  await page.screenshot({ path: "test-results/grading-address-1366.png" });

  await page.reload();
  await expect(page.getByRole("radio", { name: "Full list" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Search queue" })).toHaveValue(name);
  await expect(page.getByRole("combobox", { name: "Sort" })).toHaveValue("Newest first");
  await expect(page.getByText("Tiers waiting, newest first")).toBeVisible();
  await expect(rows(page)).toHaveCount(keys.length);
  expect(await rows(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-queue-row")))).toEqual(
    keys,
  );

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("grading-queue.csv");
  const lines = readFileSync(await file.path(), "utf8")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toContain('"order","tier","customer","email","status"');
  expect(lines).toHaveLength(expected.total + 1);
  expect(
    lines.slice(1, keys.length + 1).map((line) => line.split(",").slice(0, 2).join("-").replaceAll('"', "")),
  ).toEqual(keys);
});
