// The signature view (workflow §4, §5): a signature worker cycles a row's type and sees the category
// follow, disapproves the comic's VSP without a comment (refused with the text) and with one, adds a
// signature and saves, then approves the whole tier in bulk and sees the categories on the tier screen.
import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 120_000 });

// 26-SIGN001: tier SO at Signature; 001 has a VSP (Stan Lee), 002 a VSPP, 003 an ASP. Seeded for this spec.
const order = "26-SIGN001";

test("a signature worker cycles types, disapproves with a comment, saves and approves the tier", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.signature);
  await page.goto(`/orders/${order}/001/signature`);
  const form = page.getByRole("form", { name: "Signatures" });
  const type = form.getByRole("button", { name: "Signature 1 type" });
  const category = page.getByTestId("signature-category");
  await expect(form.getByRole("textbox", { name: "Signature 1 name" })).toHaveValue("Stan Lee");
  // Ten slots open for a comic with one signature.
  await expect(form.locator("[data-signature-row]")).toHaveCount(10);

  // The cycle: VSP → VSPP → ASP → VSP; an unverified VSP/VSPP is Certified, an ASP Authentic.
  await expect(type).toHaveText("VSP");
  await expect(category).toHaveText("Certified");
  await type.click();
  await expect(type).toHaveText("VSPP");
  await expect(form.getByTestId("signature-1-validity")).toHaveText("Not verified");
  await type.click();
  await expect(type).toHaveText("ASP");
  await expect(category).toHaveText("Authentic");
  await expect(form.getByTestId("signature-1-validity")).toHaveText("Valid");
  await type.click();
  await expect(type).toHaveText("VSP");
  await expect(category).toHaveText("Certified");

  // Disapproval needs a comment: refused in the dialog with the text, then sent with one.
  await form.getByRole("button", { name: "Disapprove signatures" }).click();
  const dialog = page.getByRole("dialog", { name: "Disapprove signatures" });
  await dialog.getByRole("button", { name: "Disapprove", exact: true }).click();
  await expect(dialog).toContainText("Please enter a comment for the disapproval.");
  await page.screenshot({ path: "test-results/signature-view-disapprove.png" });
  await dialog.getByRole("textbox", { name: "Comment" }).fill("The ink is printed");
  await dialog.getByRole("button", { name: "Disapprove", exact: true }).click();
  await expectToast(page, `${order}-001: Signatures disapproved (1 VSP/VSPP): The ink is printed`);
  await expect(form.getByTestId("signature-1-validity")).toHaveText("Failed");

  // The failed VSP's description is the comment; a second signature is added and the comic saved.
  await form.getByRole("button", { name: "Signature 1 verification description" }).click();
  const why = page.getByRole("dialog", { name: "Signature verification description" });
  await expect(why.getByRole("textbox", { name: "Description" })).toHaveValue("The ink is printed");
  await why.getByRole("button", { name: "Close" }).click();
  await form.getByRole("textbox", { name: "Signature 2 name" }).fill("Jack Kirby");
  await expect(category).toHaveText("Authentic");
  await page.screenshot({ path: "test-results/signature-view.png", fullPage: true });
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, `${order}-001: Signatures: Stan Lee (VSP), Jack Kirby (ASP)`);
  await expect(page).toHaveURL(new RegExp(`/orders/${order}/SO$`));

  // The whole tier approved in bulk: the VSP and the VSPP become valid, the categories follow.
  await page.getByRole("button", { name: "Approve all signatures", exact: true }).click();
  await page.getByRole("button", { name: "Approve all", exact: true }).click();
  await expectToast(page, "Signatures approved for 2 comics");
  await page.screenshot({ path: "test-results/signature-view-tier.png", fullPage: true });

  // The tier's work panel shows no category: each comic's signature view does.
  for (const [seq, expected] of [
    ["001", "Verified"],
    ["002", "Verified Plus"],
    ["003", "Authentic"],
  ] as const) {
    await page.goto(`/orders/${order}/${seq}/signature`);
    await expect(page.getByTestId("signature-1-validity")).toHaveText("Valid");
    await expect(page.getByTestId("signature-category")).toHaveText(expected);
  }
});
