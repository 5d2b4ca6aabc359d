// One order from the box to the station, in a real browser (issue 15 "Tests"; workflow §4, submissions-pricing
// §2–§5): an invoicer submits a new order; a receiving worker counts it and completes receiving; the
// invoicer prices two tier rows with add-ons (a duplicate tier refused with 'Tier already exists'), saves
// and completes; a comics worker enters comics until both tiers' balances are 0 (one too many refused with
// 'Quantity not be greater than N'), saves, completes and reads the 'Order Routed' lines; the station
// worker of a routed tier finds it in the queue and scans its new comics.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_USERS, type DemoUser } from "../support/demo-users";
import { searchQueue } from "../support/queue";
import { scanIntoBox } from "../support/scan";
import { signIn } from "../support/session";
import { expectToast, recordToasts } from "../support/toasts";

test.describe.configure({ timeout: 360_000 });
test.use({ viewport: { width: 1400, height: 1000 } });

const SHOTS = "/tmp/shots-journey";

/** Station label in a routing line → the worker and the queue route that lists it. */
const STATIONS: Record<string, { user: DemoUser; path: string }> = {
  "Special imaging": { user: DEMO_USERS.imaging, path: "/imaging" },
  Signature: { user: DEMO_USERS.signature, path: "/signature" },
  Pressing: { user: DEMO_USERS.pressing, path: "/pressing" },
  "Pre-grade": { user: DEMO_USERS.grade, path: "/grading" },
};

/** A page of its own, signed in as `user` (each person of the journey has their own browser context). */
async function personPage(browser: Browser, user: DemoUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, user);
  await recordToasts(page);
  return page;
}

async function pick(page: Page, name: string, option: string | RegExp | null) {
  await page.getByRole("combobox", { name }).click();
  const options = page.getByRole("option");
  await (option === null ? options.first() : options.filter({ hasText: option }).first()).click();
}

async function pickIfEmpty(page: Page, name: string) {
  if ((await page.getByRole("combobox", { name }).inputValue()) === "") await pick(page, name, null);
}

/** Adds `quantity` comics to a tier from the pre-receiving page; the form's balance sets the insured value. */
async function addComic(page: Page, orderId: string, tierId: string, title: string, quantity: number) {
  const tier = page.locator(`section[aria-label='Tier ${tierId}']`);
  await tier.getByRole("link", { name: `Add comic to ${tierId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/comic/${orderId}/${tierId}/new$`));
  const form = page.getByRole("form", { name: "Comic" });
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("textbox", { name: "Issue" }).fill("1");
  await form.getByRole("textbox", { name: "Year" }).fill("1980");
  const min = await page.getByTestId("form-balance").getAttribute("data-insured-min");
  await form.getByRole("textbox", { name: /^Insured/ }).fill(min ?? "0");
  await form.getByRole("textbox", { name: "Quantity" }).fill(String(quantity));
  await form.getByRole("button", { name: "Add to list" }).click();
}

test("an order goes from receiving through invoicing and pre-receiving into a station queue", async ({
  browser,
}) => {
  // 1. An invoicer submits a new order for a demo customer: one comic of a custom title.
  const invoicer = await personPage(browser, DEMO_USERS.invoicing);
  await invoicer.goto("/submissions/new");
  await invoicer.getByLabel("Customer").fill("Payments");
  await invoicer.getByRole("table", { name: "Customers" }).getByText("Pat", { exact: true }).click();
  await expect(invoicer).toHaveURL(/\/submissions\/new\?user=\d+/);
  await invoicer.getByRole("button", { name: "Add comic" }).click();
  await invoicer.getByRole("combobox", { name: "Title" }).fill("Journey Anthology");
  await invoicer.getByLabel("Custom title").check();
  await invoicer.getByLabel("Insured value ($)").fill("100");
  await invoicer.getByRole("button", { name: "Add to submission" }).click();
  await expect(invoicer.locator("[data-comic-line='0']")).toContainText("Journey Anthology");
  await pick(invoicer, "Pay method", "Visa ending 4242");
  await pick(invoicer, "Origin", "Mail");
  await pick(invoicer, "Shipping rate", null);
  await invoicer.getByRole("button", { name: "Submit" }).click();
  await expect(invoicer).toHaveURL(/\/submissions\/\d{2}-[0-9A-Z]{7}$/);
  const orderId = new URL(invoicer.url()).pathname.split("/").pop() as string;

  // 2. Receiving: everything declared is in the box; completing sends the order to invoicing.
  const receiver = await personPage(browser, DEMO_USERS.receiving);
  await receiver.goto("/receiving");
  await searchQueue(receiver, orderId);
  await receiver.locator("tbody tr").filter({ hasText: orderId }).first().click();
  await expect(receiver).toHaveURL(new RegExp(`/submissions/${orderId}$`));
  const received = receiver.locator("[data-receiving-table] tbody tr");
  for (const row of await received.all()) {
    const tierId = (await row.getAttribute("data-tier")) as string;
    await receiver.getByLabel(`Counted ${tierId}`).fill(await row.locator("td").nth(3).innerText());
    await expect(row.locator("[data-difference]")).toHaveText("Matches");
  }
  await receiver.getByRole("button", { name: "Complete receiving" }).click();
  await receiver.getByRole("dialog").getByRole("button", { name: "Yes, complete" }).click();
  await expect(receiver.getByText(`${orderId}: Receiving completed`)).toBeVisible();
  await receiver.context().close();

  // 3. Invoicing: the submitted tier gets a second comic and an image; MD is added with original art.
  await invoicer.goto("/invoicing");
  await invoicer.locator("tbody tr").filter({ hasText: orderId }).first().click();
  await expect(invoicer).toHaveURL(new RegExp(`/invoicing/${orderId}$`));
  const grid = invoicer.locator("[data-tier-grid]");
  await expect(grid.locator("tbody tr")).toHaveCount(1);
  const firstTier = (await grid.locator("tbody tr").first().getAttribute("data-row")) as string;
  expect(firstTier).not.toBe("MD");
  await invoicer.getByLabel(`Comics of ${firstTier}`).fill("2");
  await invoicer.getByLabel(`Insured of ${firstTier}`).fill("200");
  await invoicer.getByLabel(`Image of ${firstTier}`).fill("1");
  await pick(invoicer, "Add tier", /^MD · /);
  await invoicer.getByLabel("Comics of MD").fill("2");
  await invoicer.getByLabel("Insured of MD").fill("200");
  await invoicer.getByLabel("Original art of MD").fill("1");
  await pick(invoicer, "Add tier", /^MD · /);
  await expect(invoicer.locator("[data-row-alert]")).toHaveText("Tier already exists");
  await expect(grid.locator("[data-row-message]")).toHaveCount(0);
  await pickIfEmpty(invoicer, "Shipping address");
  await pickIfEmpty(invoicer, "Origin");
  await pickIfEmpty(invoicer, "Shipping rate");
  await pickIfEmpty(invoicer, "Pay method");
  await invoicer.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(invoicer, "Invoice saved.");
  await expect(invoicer.getByLabel("Comics of MD")).toHaveValue("2");
  await invoicer.screenshot({ path: `${SHOTS}/invoice.png`, fullPage: true });
  await pickIfEmpty(invoicer, "Pay method");
  await invoicer.getByRole("button", { name: "Complete", exact: true }).click();
  await invoicer.getByRole("button", { name: "Yes, complete" }).click();
  await expectToast(invoicer, "Invoice completed");
  await invoicer.context().close();

  // 4. Pre-receiving (the admin holds the comics claim; the demo comics worker is workers.spec's).
  const comics = await personPage(browser, DEMO_USERS.admin);
  await comics.goto("/comics");
  await comics.locator("tbody tr").filter({ hasText: orderId }).first().click();
  await expect(comics).toHaveURL(new RegExp(`/comics/${orderId}$`));
  await expect(comics.getByTestId(`balance-${firstTier}`)).toContainText(/^1 of 2 comics left$/);
  await expect(comics.getByTestId("balance-MD")).toContainText(/^2 of 2 comics left$/);
  await addComic(comics, orderId, "MD", "Journey Two-Pack", 3);
  await expect(comics.getByRole("alert")).toHaveText("Quantity not be greater than 2");
  await comics.getByRole("form", { name: "Comic" }).getByRole("textbox", { name: "Quantity" }).fill("2");
  await comics.getByRole("form", { name: "Comic" }).getByRole("button", { name: "Add to list" }).click();
  await expect(comics).toHaveURL(new RegExp(`/comics/${orderId}$`));
  await addComic(comics, orderId, firstTier, "Journey Sequel", 1);
  await expect(comics).toHaveURL(new RegExp(`/comics/${orderId}$`));
  await expect(comics.getByTestId(`balance-${firstTier}`)).toContainText(/^0 of 2 comics left$/);
  await expect(comics.getByTestId("balance-MD")).toContainText(/^0 of 2 comics left$/);
  await comics.getByRole("button", { name: "Save" }).click();
  await expectToast(comics, "Comics Saved");
  await expect(comics.locator("tr", { hasText: "Journey Two-Pack" })).toContainText(
    new RegExp(`${orderId}-\\d{3}`),
  );
  await comics.getByRole("button", { name: "Complete" }).click();
  await comics.getByRole("dialog").getByRole("button", { name: "Yes, complete" }).click();
  const routed = comics.getByRole("dialog", { name: "Order Routed" });
  await expect(routed).toBeVisible();
  const lines = await routed.getByRole("listitem").allInnerTexts();
  expect(lines.map((line) => line.split(" ")[1]).sort()).toEqual([firstTier, "MD"].sort());
  await comics.screenshot({ path: `${SHOTS}/routed.png` });
  await routed.getByRole("button", { name: "OK" }).click();
  await expect(comics).toHaveURL(/\/comics$/);

  // 5. The station of the MD tier lists it; its worker opens the tier and scans each of its comics.
  const line = lines.find((l) => l.startsWith("Tier MD ")) as string;
  expect(line).toMatch(/^Tier MD \(2 comics\) routed to /);
  const station = STATIONS[line.replace(/^.* routed to /, "")];
  expect(station, `a station for "${line}"`).toBeDefined();
  if (!station) return;
  await comics.context().close();
  const worker = await personPage(browser, station.user);
  await worker.goto(station.path);
  await searchQueue(worker, orderId);
  await worker.locator("tbody tr").filter({ hasText: orderId }).first().click();
  await expect(worker).toHaveURL(new RegExp(`/orders/${orderId}/MD$`));
  const rows = worker.locator("[data-comic-row]");
  await expect(rows.first()).toBeVisible();
  const seqs = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-comic-row") as string));
  expect(seqs.length).toBeGreaterThan(0);
  for (const seq of seqs) {
    await scanIntoBox(worker, `${orderId}-${seq}`);
    if (station.path === "/grading") {
      // Grading is one pass (issue 29): the scan opens the comic's grade view; its saved grade counts it.
      await expect(worker).toHaveURL(new RegExp(`/orders/${orderId}/${seq}/grade$`));
      const form = worker.getByRole("form", { name: "Grade" });
      await form.getByRole("combobox", { name: "Grade", exact: true }).fill("9.0");
      await form.getByRole("button", { name: "Save", exact: true }).click();
      await expect(worker).toHaveURL(new RegExp(`/orders/${orderId}/MD$`));
    }
    await expect(worker.locator(`[data-comic-row="${seq}"][data-scanned]`).first()).toBeVisible();
  }
  await worker.screenshot({ path: `${SHOTS}/station.png`, fullPage: true });
  await worker.context().close();
});
