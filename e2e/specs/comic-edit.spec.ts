// The comic's own details and adding a comic (workflow §2 edit view and add comic; submissions §2
// /order/{id}/{comicId}): an invoicing worker makes room in an Add comic order's tier, is refused a
// comic without a title, adds one and sees it open; a grader corrects a comic's issue number and sees
// it on the comic and in its history; the submissions address of a comic opens the comic screen.
import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { scanWithReader } from "../support/scan";
import { signIn } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 120_000 });

// Seeded for this spec alone (apps/server/src/seed/orders-demo-edit.ts).
const addOrder = "26-ADDC001"; // Add comic: SO invoiced for 3 comics, SL for 2, every tier full
const editOrder = "26-CEDT001"; // In process: SO of three comics at PreGrade

test("an invoicing worker adds a comic to a tier with room and sees it open", async ({ page }) => {
  await signIn(page, DEMO_USERS.invoicing);
  await page.goto(`/orders/${addOrder}/comic/new`);
  await expect(page.getByText("No tier has room")).toBeVisible();

  // Removing a comic (confirmed) leaves room in its tier.
  const list = page.getByRole("table", { name: "Comics on this order" });
  await list.getByRole("button", { name: "Remove comic 003" }).click();
  await page.locator("[data-confirm]").click();
  await expectToast(page, `${addOrder}-003: comic removed`);
  await expect(list.getByRole("button", { name: "Remove comic 003" })).toHaveCount(0);

  const form = page.getByRole("form", { name: "Add comic" });
  await form.getByLabel("Tier").selectOption("SO");
  // A required field missing: every error listed above the form, nothing sent.
  await form.getByRole("textbox", { name: "Issue" }).fill("48");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  const errors = form.getByRole("alert");
  await expect(errors).toContainText("Please enter the title.");
  await expect(errors).toContainText("Please enter the year or tick No year.");
  await expect(form.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();

  await form.getByRole("textbox", { name: "Title", exact: true }).fill("Fantastic Four");
  await form.getByRole("textbox", { name: "Year", exact: true }).fill("1966");
  await form.getByRole("textbox", { name: "Publisher" }).fill("Marvel");
  await expect(errors).toHaveCount(0);
  await page.screenshot({ path: "test-results/comic-add.png", fullPage: true });
  await form.getByRole("button", { name: "Save", exact: true }).click();

  // The removed comic's number is not reissued: 001–005 were used (SL holds 004 and 005), so 006 opens.
  await expectToast(page, `${addOrder}-006: comic added`);
  await expect(page).toHaveURL(new RegExp(`/orders/${addOrder}/006$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${addOrder}-006`);
  const details = page.getByRole("table", { name: "Comic details" });
  await expect(details).toContainText("Fantastic Four");
  await expect(details).toContainText("48");
  await page.screenshot({ path: "test-results/comic-added.png", fullPage: true });

  // Opened again in the add-comic context, its details are edited there and the list shows the change.
  await page.goto(`/orders/${addOrder}/comic/006`);
  const again = page.getByRole("form", { name: "Comic details" });
  await expect(again.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Fantastic Four");
  await again.getByRole("textbox", { name: "Issue" }).fill("49");
  await again.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${addOrder}/comic/new$`));
  await expect(page.getByRole("table", { name: "Comics on this order" })).toContainText("Fantastic Four #49");
});

test("a grader corrects an issue number and sees it on the comic and in its history", async ({ page }) => {
  await signIn(page, DEMO_USERS.grade);
  await page.goto(`/orders/${editOrder}/001/edit`);
  const form = page.getByRole("form", { name: "Comic details" });
  const issue = form.getByRole("textbox", { name: "Issue" });
  const before = await issue.inputValue();
  await issue.fill("777");
  await page.screenshot({ path: "test-results/comic-edit.png", fullPage: true });
  await issue.press("Control+Enter");

  await expectToast(page, `${editOrder}-001: details saved`);
  // Back on the comic screen (a PreGrade comic opens at its grade view).
  await expect(page).toHaveURL(new RegExp(`/orders/${editOrder}/001/grade$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("777");
  const history = page.locator("section[aria-labelledby=comic-history-title]");
  await expect(history).toContainText(`Details: issue ${before || "(none)"} → 777`);
  await page.screenshot({ path: "test-results/comic-edit-saved.png", fullPage: true });
});

test("the submissions address and every comic-id form open the comic screen", async ({ page }) => {
  await signIn(page, DEMO_USERS.grade);
  // Submissions' address shows the comic where it is (its details and tabs), in canonical case.
  await page.goto(`/order/${editOrder.toLowerCase()}/so-002`);
  await expect(page).toHaveURL(new RegExp(`/order/${editOrder}/002$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${editOrder}-002`);
  await expect(page.getByRole("table", { name: "Comic details" })).toBeVisible();
  await page.getByRole("navigation", { name: "Comic views" }).getByRole("link", { name: /Grade/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${editOrder}/002/grade$`));

  await page.goto(`/orders/${editOrder}/so-003`);
  await expect(page).toHaveURL(new RegExp(`/orders/${editOrder}/003/grade$`));
  await page.goto(`/orders/${editOrder}/${editOrder}-002/edit`);
  await expect(page).toHaveURL(new RegExp(`/orders/${editOrder}/002/edit$`));
  await expect(page.getByRole("form", { name: "Comic details" })).toBeVisible();
});

test("a comic's barcode scanned away from its tier opens its comic screen", async ({ page }) => {
  await signIn(page, DEMO_USERS.grade);
  await page.goto("/dashboard");
  await scanWithReader(page, `${editOrder}-003`);
  await expect(page).toHaveURL(new RegExp(`/orders/${editOrder}/003/grade$`));
  // From another comic's screen too, once its grade field (focused for grading) is left. The field takes
  // the focus when the comic has loaded: wait for that, or the blur runs first and the scan finds it focused.
  await expect(page.getByRole("combobox", { name: "Grade", exact: true })).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await scanWithReader(page, `${editOrder}-002`);
  await expect(page).toHaveURL(new RegExp(`/orders/${editOrder}/002/grade$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${editOrder}-002`);
});
