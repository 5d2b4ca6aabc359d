// What a worker feels (issue 32 point 4), in the page's own clock: a queue screen from its menu link to
// its rows, an order screen from a barcode scanned at a station, a customer's tabs from the click to the
// panel's content, and the invoice screen from the invoicing queue's row to its editor. Each from just
// before the click (or the scan's Enter) to the DOM showing the result.
import type { Browser, BrowserContext, Page } from "@playwright/test";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * The page's timer, as plain source: tsx would wrap a function passed to `evaluate` with helpers
 * (`__name`) the page does not have.
 */
const INSTALL = `(body) => {
  const ready = new Function(body);
  const timing = { start: 0, end: 0 };
  window.__until = timing;
  const observer = new MutationObserver(() => {
    if (timing.start && !timing.end && ready()) {
      timing.end = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  timing.start = performance.now();
}`;

/**
 * Clicks and answers the milliseconds until `isReady` (a function body run in the page, e.g.
 * `return !!document.querySelector("tbody tr")`) first holds after the click.
 */
export async function timeClick(page: Page, click: () => Promise<void>, isReady: string): Promise<number> {
  await page.evaluate(`(${INSTALL})(${JSON.stringify(isReady)})`);
  await click();
  await page.waitForFunction(
    () => (window as unknown as { __until: { end: number } }).__until.end > 0,
    null,
    {
      timeout: 30_000,
    },
  );
  const { ms, waterfall } = await page.evaluate(() => {
    const timing = (window as unknown as { __until: { start: number; end: number } }).__until;
    // What the page fetched after the click, in its clock: the waterfall BENCH_WATERFALL prints.
    const waterfall = performance
      .getEntriesByType("resource")
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.startTime >= timing.start && entry.startTime <= timing.end)
      .map(
        (entry) =>
          `  +${Math.round(entry.startTime - timing.start)}..+${Math.round(entry.responseEnd - timing.start)} ms ${new URL(entry.name).pathname}`,
      );
    return { ms: timing.end - timing.start, waterfall };
  });
  if (process.env.BENCH_WATERFALL) process.stdout.write(`${Math.round(ms)} ms:\n${waterfall.join("\n")}\n`);
  return ms;
}

const headingIs = (pattern: string) =>
  `Array.from(document.querySelectorAll("h1")).some((h) => new RegExp(${JSON.stringify(pattern)}).test(h.textContent ?? ""))`;
const noLoader = `!document.querySelector("main .mantine-Loader-root, [role=tabpanel]:not([hidden]) .mantine-Loader-root")`;

/** The Slab worker opens the Slab queue from the menu: the first time in a session, then again and again. */
export async function queueFromMenu(browser: Browser, state: StorageState, base: string, times = 5) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  const samples: number[] = [];
  for (let i = 0; i <= times; i += 1) {
    await page.goto(`${base}/dashboard`);
    await page.getByRole("heading", { name: /Welcome/ }).waitFor();
    if (i === 0) await page.waitForTimeout(3000); // a worker's session: the shell has fetched ahead
    const link = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: /^Slab/ });
    samples.push(
      await timeClick(
        page,
        () => link.click(),
        `return ${headingIs("Slab queue")} && !!document.querySelector("tbody tr") && ${noLoader};`,
      ),
    );
  }
  await context.close();
  return { first: samples[0] ?? 0, again: samples.slice(1).sort((a, b) => a - b) };
}

/**
 * The reader's keys and the Enter that ends them, sent from one task in the page outside any field (as
 * e2e/support/scan.ts scanWithReader does: key by key from here would be read as typing).
 */
const SCAN = `(keys) => {
  for (const key of keys) {
    const init = { key, bubbles: true, cancelable: true, composed: true };
    document.body.dispatchEvent(new KeyboardEvent("keydown", init));
    document.body.dispatchEvent(new KeyboardEvent("keyup", init));
  }
}`;

/**
 * The Slab worker on the Slab queue scans an order's barcode (the reader, no field focused): from the
 * scan's keys to the order screen showing that order, its data read. The first of a session (queue
 * open 3 s: the shell has fetched the scan screens ahead), then, back on the queue, other orders of it.
 */
export async function orderFromScan(browser: Browser, state: StorageState, base: string, times = 5) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  const samples: number[] = [];
  await page.goto(`${base}/slab`);
  for (let i = 0; i <= times; i += 1) {
    // Back to the queue as a worker goes (the app stays loaded), for the next box.
    if (i > 0) await page.goBack();
    const link = page.locator("tbody tr a").nth(i);
    await link.waitFor();
    await page.locator("body[data-scan-ready]").waitFor({ state: "attached" });
    if (i === 0) await page.waitForTimeout(3000);
    const orderId = (await link.textContent())?.trim() ?? "";
    samples.push(
      await timeClick(
        page,
        () => page.evaluate(`(${SCAN})(${JSON.stringify([...orderId, "Enter"])})`),
        `return location.pathname === ${JSON.stringify(`/orders/${orderId}`)} && ${headingIs(orderId)} && ${noLoader};`,
      ),
    );
  }
  await context.close();
  return { first: samples[0] ?? 0, again: samples.slice(1).sort((a, b) => a - b) };
}

/** A manager on a customer: each tab from the click to its panel's content (loaders gone). */
export async function customerTabs(browser: Browser, state: StorageState, base: string) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  // A demo customer found by name, as a manager opens one.
  await page.goto(`${base}/users?search=Garcia`);
  await page.locator("tbody tr[data-customer]").first().click();
  await page.getByRole("tab", { name: "Summary" }).waitFor();
  await page.waitForTimeout(1000);
  const tabs = ["Orders", "Comics", "History", "Rewards", "Address book", "Membership", "Summary"];
  const samples: { tab: string; ms: number }[] = [];
  for (const tab of tabs) {
    const ms = await timeClick(
      page,
      () => page.getByRole("tab", { name: tab }).click(),
      // The panel of the selected tab (Mantine hides the others with display: none) has its content.
      `const tab = document.querySelector("[role=tab][aria-selected=true]"); const panel = tab && document.querySelector(\`[role=tabpanel][aria-labelledby="\${tab.id}"]\`); return !!panel && tab.textContent.trim() === ${JSON.stringify(tab)} && (panel.textContent ?? "").trim().length > 0 && !panel.querySelector(".mantine-Loader-root");`,
    );
    samples.push({ tab, ms });
  }
  await context.close();
  return samples;
}

/** The invoicer opens an order's invoice from the invoicing queue: the first time in a new profile, then another. */
export async function invoiceFirstOpen(browser: Browser, state: StorageState, base: string) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  const samples: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    await page.goto(`${base}/invoicing`);
    await page.locator("tbody tr a").nth(i).waitFor();
    if (i === 0) await page.waitForTimeout(3000);
    const link = page.locator("tbody tr a").nth(i);
    samples.push(
      await timeClick(
        page,
        () => link.click(),
        `return ${headingIs("^Invoice ")} && !!document.querySelector("[data-invoice-customer]") && !!document.querySelector("main table input, main [role=grid] input, main input");`,
      ),
    );
  }
  await context.close();
  return { first: samples[0] ?? 0, second: samples[1] ?? 0 };
}
