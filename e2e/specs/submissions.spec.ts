// Submissions (issue 14): a new submission for a demo customer built in the browser — a comic whose
// title comes from the lookup (quantity 0 refused with the spec's message first), a reholder found by
// its 14-character id (a raw-grade one refused with the spec's toast first), a promo code and rewards — submitted
// with the totals the screen showed; the order the server stored has the same grand total.
// The first is an invoicer's path (finding the customer and reading the profile are open to the
// /receiving and /invoicing claims); the second starts from the customer page, an admin's.
import { expect } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { tokensFor } from "../support/session";
import { expectToast, recordToasts } from "../support/toasts";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.admin);
const asInvoicer = testSignedInAs(DEMO_USERS.invoicing);
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 1400, height: 1000 } });

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: import("@playwright/test").Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** "$1,234.56" or "CA$1,234.56" to cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, "")) * 100);

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

asInvoicer(
  "an invoicer builds, prices and submits a new submission; the server's totals equal the screen's",
  async ({ page, request, baseURL }) => {
    // The customer: found by name, then the draft opens with ?user=.
    await page.goto("/submissions/new");
    await expect(page.getByRole("heading", { name: "New submission" })).toBeVisible();
    await page.getByLabel("Customer").fill("Payments");
    await page.getByRole("table", { name: "Customers" }).getByText("Pat", { exact: true }).click();
    await expect(page).toHaveURL(/\/submissions\/new\?user=\d+/);
    const customerId = Number(new URL(page.url()).searchParams.get("user"));
    await expect(page.getByText("Pat Payments")).toBeVisible();
    await expect(page.getByText("No comics yet.")).toBeVisible();

    // A comic: quantity 0 is refused with the spec's message; the title comes from the lookup.
    await page.getByRole("button", { name: "Add comic" }).click();
    await expect(page.getByRole("heading", { name: "Add comic" })).toBeVisible();
    await page.getByLabel("Quantity").fill("0");
    await expect(page.getByText("Quantity will accept only value more than 0!")).toBeVisible();
    await page.getByLabel("Quantity").fill("1.5");
    await expect(page.getByText("Quantity will accept only interger value!")).toBeVisible();
    await page.getByLabel("Quantity").fill("2");
    await page.getByRole("combobox", { name: "Title" }).fill("Amazing Fant");
    await page.getByRole("option", { name: "Amazing Fantasy", exact: true }).click();
    await expect(page.getByRole("combobox", { name: "Title" })).toHaveValue("Amazing Fantasy");
    await page.getByLabel("Issue").fill("15");
    await page.getByLabel("Year").fill("1962");
    await page.getByLabel("Insured value ($)").fill("150");
    await page.getByLabel("Insured value ($)").blur();
    await expect(page.locator("[data-tier]")).toHaveAttribute("data-tier", "VI");
    await expect(page.locator("[data-line-total]")).toContainText("$");
    await shot(page, "comic-form");
    await page.getByRole("button", { name: "Add to submission" }).click();
    await expect(page).toHaveURL(/\/submissions\/new\?user=\d+$/);
    await expect(page.locator("[data-comic-line='0']")).toContainText("Amazing Fantasy");

    // A reholder: the raw-grade one is refused with the spec's toast, the graded one is added.
    await page.getByRole("button", { name: "Add reholder" }).click();
    await expect(page.getByRole("heading", { name: "Add reholder" })).toBeVisible();
    await page.getByLabel("Certification number").fill("26-RAWG001-001");
    await page.getByRole("button", { name: "Find" }).click();
    await expectToast(page, "Raw Grade comics are invalid for reholder");
    await page.getByLabel("Certification number").fill("26-0300052-002");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.locator("[data-reholder='26-0300052-002']")).toBeVisible();
    await expect(page.locator("[data-line-total]")).toContainText("$");
    await shot(page, "reholder-form");
    await page.getByRole("button", { name: "Add to submission" }).click();
    await expect(page.locator("[data-comic-line='1']")).toContainText("26-0300052-002");
    // Each line's total and buttons stay in sight beside the totals panel (issue 30 §9: they scrolled off).
    for (const target of [
      page.locator("[data-comic-line='1'] [data-line-total]"),
      page.getByRole("button", { name: "Delete line 2" }),
    ]) {
      const box = await target.boundingBox();
      const table = await page.getByRole("table", { name: "Comics" }).locator("..").boundingBox();
      expect(box && table && box.x + box.width <= table.x + table.width + 1, "in sight").toBe(true);
    }

    // Checkout: the stored card, the origin, a rate and a promo code.
    await page.getByRole("combobox", { name: "Pay method" }).click();
    await page.getByRole("option", { name: "Visa ending 4242" }).click();
    await page.getByRole("combobox", { name: "Origin" }).click();
    await page.getByRole("option", { name: "Mail" }).click();
    await page.getByRole("combobox", { name: "Shipping rate" }).click();
    const rateOption = page.getByRole("option").first();
    const rateText = (await rateOption.innerText()).trim();
    await rateOption.click();
    // The menu reads as the totals charge it (issue 30 §9): "$33.75 + $5.00 handling", not "$38.75".
    const money = async (name: string) =>
      (await page.locator(`[data-total='${name}']`).innerText()).match(/\$[\d,]+\.\d{2}/)?.[0];
    await expect(async () => {
      const [sh, handling] = [await money("sh"), await money("handling")];
      expect(rateText).toContain(handling === "$0.00" ? ` · ${sh}` : ` · ${sh} + ${handling} handling`);
    }).toPass({ timeout: 10_000 });
    await page.getByLabel("Promo code").fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Promo Code is invalid.")).toBeVisible();
    await page.getByLabel("Promo code").fill("TAKE25");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.locator("[data-total='promo']")).toContainText("−$25.00");
    // Rewards: Pat has $25.00 (demo); $10.00 applied comes off the total.
    await expect(page.getByText("Available $25.00")).toBeVisible();
    await page.getByLabel("Rewards to apply ($)").fill("10");
    await expect(page.locator("[data-total='rewards']")).toContainText("−$10.00");

    // Reload keeps the draft.
    await page.reload();
    await expect(page.locator("[data-comic-line='1']")).toContainText("26-0300052-002");
    await expect(page.locator("[data-total='promo']")).toContainText("−$25.00");
    await expect(page.locator("[data-total='rewards']")).toContainText("−$10.00");
    const line = async (name: string) =>
      cents(await page.locator(`[data-total='${name}'] p`).last().innerText());
    const shown = {
      count: (await line("count")) / 100,
      total: await line("total"),
      promoDiscount: await line("promo"),
      rewards: await line("rewards"),
      sh: await line("sh"),
      handling: await line("handling"),
      insurance: await line("insurance"),
      grandTotal: await line("grandTotal"),
    };
    expect(shown.count).toBe(3);
    expect(shown.promoDiscount).toBe(2500);
    expect(shown.grandTotal).toBeGreaterThan(0);
    await shot(page, "draft");

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/submissions\/\d{2}-[0-9A-Z]{7}$/);
    const orderId = new URL(page.url()).pathname.split("/").pop() as string;

    // The stored order's grand total is the one the screen showed; the draft is gone.
    const { accessToken } = await tokensFor(request, DEMO_USERS.invoicing, baseURL);
    const answer = await request.get(`${baseURL}/api/orders/${orderId}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(answer.status()).toBe(200);
    type Money = Record<keyof typeof shown | "taxes", number>;
    const body = (await answer.json()) as Money & { order?: Money };
    const order = body.order ?? body;
    const stored = {
      count: order.count,
      ...Object.fromEntries(
        (["total", "promoDiscount", "rewards", "sh", "handling", "insurance", "grandTotal"] as const).map(
          (k) => [k, Math.round(order[k] * 100)],
        ),
      ),
    };
    expect(stored).toEqual(shown);
    expect(order.taxes).toBe(0);
    await page.goto(`/submissions/new?user=${customerId}`);
    await expect(page.getByText("No comics yet.")).toBeVisible();
  },
);

test("a country change with comics asks first; a CA order takes only a Canadian address and shows CA$", async ({
  page,
}) => {
  // From the customer's page: "New submission" opens the draft for that customer.
  await page.goto("/users?search=Payments");
  await page.getByRole("table", { name: "Customers" }).getByText("Pat", { exact: true }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/summary$/);
  // The summary's link (the menu has a "New submission" of its own, without a customer).
  const newSubmission = page.getByRole("main").getByRole("link", { name: "New submission" });
  await expect(newSubmission).toBeVisible();
  await shot(page, "customer-summary");
  await newSubmission.click();
  await expect(page).toHaveURL(/\/submissions\/new\?user=\d+$/);
  await expect(page.getByText("No comics yet.")).toBeVisible();

  const addCustomComic = async () => {
    await page.getByRole("button", { name: "Add comic" }).click();
    await page.getByRole("combobox", { name: "Title" }).fill("My own anthology");
    await page.getByLabel("Custom title").check();
    await page.getByLabel("Insured value ($)").fill("100");
    await page.getByRole("button", { name: "Add to submission" }).click();
    await expect(page.locator("[data-comic-line='0']")).toContainText("My own anthology");
  };
  await addCustomComic();

  // CA: asked first, then the comics are cleared.
  await page.locator("label", { hasText: /^CA$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Clear the comics?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, clear" }).click();
  await expect(page.getByText("No comics yet.")).toBeVisible();

  // The customer's only address is in the US: refused for a CA order.
  await page.getByRole("combobox", { name: "Shipping address" }).click();
  await page.getByRole("option").first().click();
  await expect(page.getByText("Please choose only canada address!")).toBeVisible();

  await addCustomComic();
  await expect(page.locator("[data-total='grandTotal']")).toContainText("CA$");
  await expect(page.locator("[data-total='taxes']")).toContainText("CA$");
  await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  await shot(page, "draft-ca");

  // Reset asks, then clears the draft.
  await page.getByRole("button", { name: "Reset" }).click();
  await page
    .getByRole("dialog", { name: "Reset the submission?" })
    .getByRole("button", { name: "Yes, reset" })
    .click();
  await expect(page.getByText("No comics yet.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "US" })).toBeChecked();
});
