// The signature view (workflow §4, §5): a signature worker sees the comic's rows and one empty row with
// Approve, Disapprove and Save above the fold at 1366×768 and 1024×768 and "Not verified" in full,
// cycles a row's type and sees the category follow, disapproves the comic's VSP without a comment
// (refused with the text) and with one, adds a signature and saves; a click that skips VSP says why.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";
import { expectToast } from "../support/toasts";

// Generous: on a loaded two-core machine one step of these walks can take many seconds.
test.describe.configure({ timeout: 300_000 });

// 26-SIGN002: tier SO at Signature; 001 has a VSP (Stan Lee), 002 a VSPP (Chris Claremont) and an ASP
// (John Byrne), 003 a VSP, 004 none. Seeded for the signature specs (26-SIGN001 is signatures-bulk's).
const order = "26-SIGN002";

/** The element's bottom edge is inside the viewport: seen without scrolling. */
async function expectAboveFold(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, (await locator.textContent()) ?? "").not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), `${await locator.textContent()} bottom`).toBeLessThanOrEqual(
    height,
  );
}

/** The badge's label shows all of its text (no "NOT VE…"). */
async function expectWhole(locator: Locator) {
  const label = locator.locator(".mantine-Badge-label");
  const [scroll, client] = await label.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scroll, "label width needed vs shown").toBeLessThanOrEqual(client);
}

test("a signature worker cycles types, disapproves with a comment and saves", async ({ page }) => {
  await signIn(page, DEMO_USERS.signature);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/orders/${order}/001/signature`);
  const form = page.getByRole("form", { name: "Signatures" });
  const type = form.getByRole("button", { name: "Signature 1 type" });
  const category = page.getByTestId("signature-category");
  const validity = form.getByTestId("signature-1-validity");
  await expect(form.getByRole("textbox", { name: "Signature 1 name" })).toHaveValue("Stan Lee", {
    timeout: 30_000,
  });
  // The comic's one signature and one empty row; Add signature adds more (up to 24).
  await expect(form.locator("[data-signature-row]")).toHaveCount(2);

  // Approve, Disapprove and Save are above the fold at 1024×768 and 1366×768; "Not verified" is whole.
  await expect(validity).toHaveText("Not verified");
  for (const width of [1024, 1366]) {
    await page.setViewportSize({ width, height: 768 });
    for (const name of ["Approve signatures", "Disapprove signatures", "Save"]) {
      await expectAboveFold(page, form.getByRole("button", { name, exact: true }));
    }
    await expectWhole(validity);
    await page.screenshot({ path: `test-results/signature-view-${width}x768.png` });
  }
  await page.setViewportSize({ width: 1024, height: 768 });

  // The cycle: VSP → VSPP → ASP → VSP; an unverified VSP/VSPP is Certified, an ASP Authentic.
  await expect(type).toHaveText("VSP");
  await expect(category).toHaveText("Certified");
  await type.click();
  await expect(type).toHaveText("VSPP");
  await expect(validity).toHaveText("Not verified");
  await type.click();
  await expect(type).toHaveText("ASP");
  await expect(category).toHaveText("Authentic");
  await expect(validity).toHaveText("Valid");
  await type.click();
  await expect(type).toHaveText("VSP");
  await expect(category).toHaveText("Certified");

  // Disapproval needs a comment: refused in the dialog with the text, then sent with one.
  await form.getByRole("button", { name: "Disapprove signatures" }).click();
  const dialog = page.getByRole("dialog", { name: "Disapprove signatures" });
  await dialog.getByRole("button", { name: "Disapprove", exact: true }).click();
  await expect(dialog).toContainText("Please enter a comment for the disapproval.");
  await dialog.getByRole("textbox", { name: "Comment" }).fill("The ink is printed");
  await dialog.getByRole("button", { name: "Disapprove", exact: true }).click();
  await expectToast(page, `${order}-001: Signatures disapproved (1 VSP/VSPP): The ink is printed`);
  await expect(validity).toHaveText("Failed");
  // A decided signature is not decided again by the comic's verdict buttons.
  await expect(form.getByRole("button", { name: "Approve signatures", exact: true })).toBeDisabled();

  // The failed VSP's description is the comment; a second signature is added and the comic saved.
  await form.getByRole("button", { name: "Signature 1 verification description" }).click();
  const why = page.getByRole("dialog", { name: "Signature verification description" });
  await expect(why.getByRole("textbox", { name: "Description" })).toHaveValue("The ink is printed");
  await why.getByRole("button", { name: "Close" }).click();
  await form.getByRole("textbox", { name: "Signature 2 name" }).fill("Jack Kirby");
  await expect(category).toHaveText("Authentic");
  await form.getByRole("button", { name: "Add signature" }).click();
  await expect(form.locator("[data-signature-row]")).toHaveCount(3);
  await page.screenshot({ path: "test-results/signature-view.png", fullPage: true });
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, `${order}-001: Signatures: Stan Lee (VSP), Jack Kirby (ASP)`);
  await expect(page).toHaveURL(new RegExp(`/orders/${order}/SO$`));
});

test("a click that skips VSP because a VSPP exists says why", async ({ page }) => {
  await signIn(page, DEMO_USERS.signature);
  await page.goto(`/orders/${order}/002/signature`);
  const form = page.getByRole("form", { name: "Signatures" });
  const byrne = form.getByRole("button", { name: "Signature 2 type" });
  await expect(byrne).toHaveText("ASP");
  await expect(byrne).toHaveAttribute(
    "title",
    "ASP → VSPP: VSP cannot be set while a VSPP signature exists.",
  );
  await byrne.click();
  await expect(byrne).toHaveText("VSPP");
  await expect(form.getByTestId("signature-cycle-hint")).toHaveText(
    "Signature 2: VSP cannot be set while a VSPP signature exists.",
  );
});
