// Accessibility of every built screen (issue 10 §8): axe-core with the WCAG 2.0/2.1 A and AA rules
// finds no serious or critical violation, and each screen has exactly one h1. Later screens add a line
// to a group here. The admin demo user holds every claim, so every screen is reachable.
import { AxeBuilder } from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const QUEUES = [
  "/receiving",
  "/invoicing",
  "/comics",
  "/signature",
  "/pressing",
  "/grading",
  "/labels",
  "/heatseal",
  "/slab",
  "/quality",
  "/imaging",
  "/shipping",
  "/shipping-canada",
  "/shipping-pickup",
  "/billing",
  "/support",
];

type StoredState = Awaited<ReturnType<BrowserContext["storageState"]>>;

// One sign-in per worker: its stored session (localStorage) opens every signed-in test's page.
const test = base.extend<object, { adminState: StoredState }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      await signIn(page, DEMO_USERS.admin);
      await use(await page.context().storageState());
      await page.close();
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ timeout: 120_000 });

/** Waits until the screen has drawn (its h1 shown, no loader), then checks it; all checks are soft,
 * so one run lists every screen's failures. */
async function checkScreen(page: Page, screen: string, options: { within?: string } = {}) {
  await expect.soft(page.locator("h1").first(), `${screen}: a page title (at ${page.url()})`).toBeVisible();
  await expect.soft(page.locator("main .mantine-Loader-root"), `${screen}: still loading`).toHaveCount(0);
  expect.soft(await page.locator("h1").count(), `${screen}: exactly one h1`).toBe(1);
  let axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.within) axe = axe.include(options.within);
  const { violations } = await axe.analyze();
  const grave = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")}`),
    );
  expect.soft(grave, `${screen}: serious or critical axe violations`).toEqual([]);
}

async function visit(page: Page, path: string, screen = path) {
  await page.goto(path);
  await checkScreen(page, screen);
}

test("public pages: sign-in, recovery and signup", async ({ page }) => {
  for (const path of ["/login", "/recover", "/signup"]) await visit(page, path);
});

test.describe("signed in as admin", () => {
  test.use({ storageState: async ({ adminState }, use) => use(adminState) });

  test("dashboard, password and the pages that say something is missing", async ({ page }) => {
    await visit(page, "/dashboard");
    await visit(page, "/password");
    await visit(page, "/orders/invalid?id=26-NOPE999", "/orders/invalid");
    // A made-up order: the summary fails to load and the not-found page names the id.
    await page.goto("/orders/26-NOPE998");
    await expect(
      page.getByRole("heading", { level: 1, name: "Order 26-NOPE998 was not found" }),
    ).toBeVisible();
    await checkScreen(page, "not found (26-NOPE998)");
  });

  // Two halves, so each stays well inside the timeout on a busy two-core machine.
  for (const [half, paths] of [
    ["first", QUEUES.slice(0, 8)],
    ["second", QUEUES.slice(8)],
  ] as const) {
    test(`every queue, ${half} half`, async ({ page }) => {
      for (const path of paths) await visit(page, path);
    });
  }

  test("order summary in each view, and its dialogs", async ({ page }) => {
    const order = "26-EDIT001";
    await visit(page, `/orders/${order}?summary=1`, "order summary");
    const views = page.getByRole("radiogroup", { name: "Order view" });
    for (const view of ["Detail", /^List/, /^Transactions/]) {
      await views.getByText(view).click();
      await checkScreen(page, `order summary, ${String(view)} view`);
    }
    await views.getByText("Detail").click();

    for (const [button, dialog] of [
      ["Log", `Order log · ${order}`],
      ["Comment", "Add a comment"],
      ["Details", "Update order details"],
    ] as const) {
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
      await checkScreen(page, `${dialog} dialog`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: dialog })).toBeHidden();
    }
  });

  test("tier, shipping and billing screens", async ({ page }) => {
    await visit(page, "/orders/26-WALK004/SO", "tier screen (grade)");
    await visit(page, "/orders/26-WALK007/SO", "tier screen (slab)");
    // A rejected tier with hand-off notes: the red "Rejected" badge and the notes panel.
    await visit(page, "/orders/26-HAND001/SO", "tier screen (rejected, hand-off notes)");
    await visit(page, "/orders/26-COMC001/001/labels", "comic screen");
    await visit(page, "/orders/26-SHIP001", "shipping screen");
    await visit(page, "/orders/26-SHIP015", "shipping screen (15 items)");
    await visit(page, "/orders/26-BILL002", "billing");
  });

  // Visits only (nothing saved): the demo orders stay as their own specs expect them. In two halves, so a
  // loaded machine's slow axe runs stay within one test's time.
  test("the comic screen's views", async ({ page }) => {
    await visit(page, "/orders/26-GRAD010/001/grade", "comic: grade view");
    await visit(page, "/orders/26-SIGN003/001/signature", "comic: signature view");
    await visit(page, "/orders/26-LABL001/001/labels", "comic: labels view");
    await visit(page, "/orders/26-IMAG001/002/imaging", "comic: imaging view");
    await visit(page, "/orders/26-IMSP001/002/imagingsp", "comic: special imaging view");
  });

  test("editing and adding a comic, a comic in an order and the raw-grade list", async ({ page }) => {
    await visit(page, "/orders/26-CEDT001/003/edit", "comic: edit view");
    await visit(page, "/order/26-REDO002/002", "comic in an order");
    await visit(page, "/orders/26-ADDC002/comic/new", "add comic");
    await visit(page, "/grading/raw", "raw grades");
  });

  test("payments: the methods panel, the charge and refund dialogs and the transactions view", async ({
    page,
  }) => {
    // 26-PAYM006 serves the receipts spec, which only reads it; nothing is saved here either.
    await visit(page, "/orders/26-PAYM006?summary=1", "order with payments");
    for (const item of ["Payment methods", "Charge balance", "Refund"]) {
      await page.getByRole("button", { name: "More" }).click();
      await page.getByRole("menuitem", { name: item }).click();
      const dialog = page.getByRole("dialog").last();
      await expect(dialog).toBeVisible();
      await checkScreen(page, `payments: ${item}`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    await page.getByText(/^Transactions \(\d+\)$/).click();
    await expect(page.getByRole("table", { name: "Transactions" })).toBeVisible();
    await checkScreen(page, "payments: transactions view with actions");
  });

  test("people: workers list and form", async ({ page }) => {
    await visit(page, "/workers", "workers");
    await visit(page, "/workers/new", "new worker");
  });

  test("submissions: the customer picker, a draft, its comic and reholder forms, a receiving check", async ({
    page,
  }) => {
    // Visits only: nothing is submitted or received here.
    await visit(page, "/submissions/new", "new submission: customer picker");
    await page.getByLabel("Customer").fill("Payments");
    await page.getByRole("table", { name: "Customers" }).getByText("Pat", { exact: true }).click();
    await expect(page).toHaveURL(/\/submissions\/new\?user=\d+/);
    const user = new URL(page.url()).searchParams.get("user");
    await checkScreen(page, "new submission: draft");
    await visit(page, `/submissions/new/comic?user=${user}`, "new submission: comic form");
    await visit(page, `/submissions/new/reholder?user=${user}`, "new submission: reholder form");
    await page.goto("/receiving");
    const first = page.locator("tbody tr").first();
    await expect(first).toBeVisible();
    const orderId = (await first.innerText()).match(/\d{2}-[0-9A-Z]{7}/)?.[0];
    expect(orderId).toBeDefined();
    await visit(page, `/submissions/${orderId}`, "receiving check");
  });

  // WCAG 2.5.3 (label in name; axe's experimental rule, serious, so the WCAG tags above do not run it):
  // the header's home link and account button are named by what they show, at both widths worked at.
  test("the header's home link and account button are named by the text they show", async ({ page }) => {
    for (const [width, path] of [
      [1366, "/dashboard"],
      [1024, "/grading"],
    ] as const) {
      await page.setViewportSize({ width, height: 768 });
      await page.goto(path);
      const header = page.getByRole("banner");
      const displayName = (await header.getByTestId("display-name").textContent()) ?? "";
      const { violations } = await new AxeBuilder({ page })
        .include("header")
        .withRules(["label-content-name-mismatch"])
        .analyze();
      const found = violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`));
      expect.soft(found, `${path} at ${width}px`).toEqual([]);
      await expect(header.getByRole("link", { name: "Grading back office" })).toHaveAttribute(
        "title",
        "Dashboard",
      );
      await expect(header.getByRole("button", { name: `${displayName} account menu` })).toBeVisible();
    }
  });

  test("at 1024×768 the menu folds behind the burger and the order summary fits the width", async ({
    page,
  }) => {
    const fitsWidth = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 768 });
      await page.goto("/orders/26-EDIT001?summary=1");
      await expect(page.getByRole("heading", { level: 1, name: "26-EDIT001" })).toBeVisible();
      await expect(page.getByRole("table", { name: "Tiers" })).toBeVisible();
      expect(await fitsWidth(), `no horizontal scrollbar at ${width}px`).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`order-summary-${width}.png`) });
    }
    // Below 1200px the menu is a panel over the page, opened and closed by a named button.
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Show menu" }).click();
    await expect(menu).toBeVisible();
    await checkScreen(page, "menu open at 1024px");
    await page.screenshot({ path: test.info().outputPath("menu-open-1024.png") });
    await menu.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(menu).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("dashboard-1024.png") });
  });
});
