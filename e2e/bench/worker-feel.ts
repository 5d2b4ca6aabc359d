// What a worker feels (issue 32 point 4), in the page's own clock: a queue screen from its menu link to
// its rows, a customer's tabs from the click to the panel's content, and the invoice screen from the
// invoicing queue's row to its editor. Each from just before the click to the DOM showing the result.
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
  return page.evaluate(() => {
    const timing = (window as unknown as { __until: { start: number; end: number } }).__until;
    return timing.end - timing.start;
  });
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
