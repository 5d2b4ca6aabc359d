// Issue 30 §5: no edit is lost silently. On the draft's comic form, a promo code and a worker: typed
// values are marked "Unsaved changes"; a menu click asks first ("Stay" keeps the text, "Leave without
// saving" drops it); a reload asks through the browser (beforeunload). The comic form keeps a half-typed
// comic across a reload, starts in Title and adds the comic on Enter.
import { expect, type Page, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1400, height: 1000 } });

const menu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });
// A station link's name also carries its counts ("Receiving 10 waiting"): links are found by path.
const menuLink = (page: Page, path: string) => menu(page).locator(`[data-menu-link="${path}"]`);
const question = (page: Page) => page.getByRole("dialog", { name: "Unsaved changes" });

/** A reload asks through the browser; dismissed, the page and its typed values stay. */
async function reloadIsAsked(page: Page, answer: "dismiss" | "accept") {
  const dialog = page.waitForEvent("dialog");
  const reload = page.reload().catch(() => undefined);
  const asked = await dialog;
  expect(asked.type()).toBe("beforeunload");
  if (answer === "dismiss") {
    await asked.dismiss();
  } else {
    await asked.accept();
    await reload;
  }
}

/** A menu click asks: Stay keeps the typed value; asked again, Leave goes to the link. */
async function menuClickAsks(
  page: Page,
  path: string,
  url: RegExp,
  field: () => ReturnType<Page["getByLabel"]>,
  typed: string,
) {
  const before = page.url();
  await menuLink(page, path).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole("button", { name: "Stay" }).click();
  await expect(question(page)).toBeHidden();
  expect(page.url()).toBe(before);
  await expect(field()).toHaveValue(typed);
  await menuLink(page, path).click();
  await question(page).getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(url);
}

test("the draft's comic form: asked on leaving, kept over a reload, Enter adds the comic", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.invoicing);
  await page.goto("/submissions/new");
  await page.getByLabel("Customer").fill("Payments");
  await page.getByRole("table", { name: "Customers" }).getByText("Pat", { exact: true }).click();
  await expect(page).toHaveURL(/\/submissions\/new\?user=\d+/);
  const draftUrl = page.url();
  await page.getByRole("button", { name: "Add comic" }).click();
  const title = page.getByRole("combobox", { name: "Title" });
  // Focus starts in Title: typing goes straight there.
  await expect(title).toBeFocused();
  await page.keyboard.type("Half typed");
  await page.keyboard.press("Escape");
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  // A reload asks; accepted, the half-typed comic is still there (and still unsaved).
  await reloadIsAsked(page, "dismiss");
  await expect(title).toHaveValue("Half typed");
  await reloadIsAsked(page, "accept");
  await expect(page.getByRole("combobox", { name: "Title" })).toHaveValue("Half typed");
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  await menuClickAsks(
    page,
    "/receiving",
    /\/receiving$/,
    () => page.getByRole("combobox", { name: "Title" }),
    "Half typed",
  );
  // Left: the half-typed comic is gone, the form starts empty.
  await page.goto(draftUrl);
  await page.getByRole("button", { name: "Add comic" }).click();
  await expect(title).toHaveValue("");

  // From the keyboard: a comic typed field by field and added with Enter.
  await page.keyboard.type("Amazing Fant");
  await page.getByRole("option", { name: "Amazing Fantasy", exact: true }).click();
  await page.getByLabel("Year").fill("1962");
  await page.getByLabel("Insured value ($)").fill("150");
  await page.getByLabel("Issue").fill("15");
  await page.getByLabel("Issue").press("Enter");
  await expect(page).toHaveURL(/\/submissions\/new\?user=\d+$/);
  await expect(page.locator("[data-comic-line='0']")).toContainText("Amazing Fantasy");

  // Shift+Enter adds a comic and starts the next one in Title: a box without the mouse.
  await page.getByRole("button", { name: "Add comic" }).click();
  await expect(title).toBeFocused();
  await page.keyboard.type("Amazing Fant");
  await page.getByRole("option", { name: "Amazing Fantasy", exact: true }).click();
  await page.getByLabel("Year").fill("1962");
  await page.getByLabel("Insured value ($)").fill("150");
  await page.getByLabel("Issue").fill("16");
  await page.getByLabel("Issue").press("Shift+Enter");
  await expect(page.getByText(/Amazing Fantasy was added \(2 in the submission\)/)).toBeVisible();
  await expect(title).toHaveValue("");
  await expect(title).toBeFocused();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.locator("[data-comic-line='1']")).toContainText("Amazing Fantasy");
});

test("a promo code: asked on a menu click and on a reload; Leave drops the typed title", async ({ page }) => {
  await signIn(page, DEMO_USERS.manager);
  await page.goto("/promocodes/new");
  const title = () => page.getByLabel("Title");
  await title().click();
  await page.keyboard.type("Winter sale");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await reloadIsAsked(page, "dismiss");
  await expect(title()).toHaveValue("Winter sale");
  await menuClickAsks(page, "/promocodes", /\/promocodes$/, title, "Winter sale");
  await page.goto("/promocodes/new");
  await expect(title()).toHaveValue("");
  // Nothing typed: leaving does not ask.
  await menuLink(page, "/workers").click();
  await expect(page).toHaveURL(/\/workers$/);
});

test("a worker: asked on a menu click and on a reload; Leave drops the typed e-mail", async ({ page }) => {
  await signIn(page, DEMO_USERS.manager);
  await page.goto("/workers/new");
  const email = () => page.getByLabel("E-mail");
  await email().click();
  await page.keyboard.type("half@example.com");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await reloadIsAsked(page, "dismiss");
  await expect(email()).toHaveValue("half@example.com");
  await menuClickAsks(page, "/shelves", /\/shelves$/, email, "half@example.com");
});

test("a customer's edit tab: a tab click and a menu click ask; Stay keeps the typed phone", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.manager);
  await page.goto("/users?search=Smith");
  await page.locator("[data-customer]").first().click();
  await expect(page).toHaveURL(/\/users\/\d+\/summary$/);
  await page.getByRole("tab", { name: "Edit" }).click();
  const phone = () => page.getByLabel("Phone");
  await phone().click();
  await phone().press("ControlOrMeta+a");
  await page.keyboard.type("5559597849");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  // Another tab of the same customer is another screen: it asks too.
  await page.getByRole("tab", { name: "Summary" }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole("button", { name: "Stay" }).click();
  await expect(phone()).toHaveValue("5559597849");
  await reloadIsAsked(page, "dismiss");
  await menuClickAsks(page, "/users", /\/users$/, phone, "5559597849");
});
