// Bulk approve decides only undecided signatures (issue 29 point 3). On 26-SIGN001/SO a worker gives
// comic 002 a second VSPP and disapproves both (the state the issue found), then approves the whole
// tier: the dialog names the one comic and signature that change, counted as the log line counts them,
// and 002's VSPP stay failed with their description. With nothing left, the dialog says so.
import { expect, test } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";
import { expectToast } from "../support/toasts";

// Generous: on a loaded two-core machine one step of these walks can take many seconds.
test.describe.configure({ timeout: 300_000 });

// 26-SIGN001: tier SO at Signature; 001 a VSP (Stan Lee), 002 a VSPP (Jack Kirby), 003 an ASP.
const order = "26-SIGN001";

test("approve all leaves 002's disapproved VSPP and names what it changes", async ({ page }) => {
  await signIn(page, DEMO_USERS.signature);

  // 002 gets a second VSPP (one click from ASP: VSP is skipped, and the view says why) and is saved.
  await page.goto(`/orders/${order}/002/signature`);
  const form = page.getByRole("form", { name: "Signatures" });
  await form.getByRole("textbox", { name: "Signature 2 name" }).fill("John Romita");
  await form.getByRole("button", { name: "Signature 2 type" }).click();
  await expect(form.getByRole("button", { name: "Signature 2 type" })).toHaveText("VSPP");
  await expect(form.getByTestId("signature-cycle-hint")).toHaveText(
    "Signature 2: VSP cannot be set while a VSPP signature exists.",
  );
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, `${order}-002: Signatures: Jack Kirby (VSPP), John Romita (VSPP)`);

  // Both VSPP disapproved, described by the comment.
  await page.goto(`/orders/${order}/002/signature`);
  await form.getByRole("button", { name: "Disapprove signatures" }).click();
  const disapprove = page.getByRole("dialog", { name: "Disapprove signatures" });
  await disapprove.getByRole("textbox", { name: "Comment" }).fill("Signature is stamped");
  await disapprove.getByRole("button", { name: "Disapprove", exact: true }).click();
  await expectToast(page, `${order}-002: Signatures disapproved (2 VSP/VSPP): Signature is stamped`);

  // The whole tier approved: the dialog names 001's Stan Lee only, and says 002's two keep their verdict.
  await page.goto(`/orders/${order}/SO`);
  await page.getByRole("button", { name: "Approve all signatures", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Approve all signatures" });
  const question = dialog.getByTestId("bulk-verdict-question");
  await expect(question).toHaveText(
    "Approve 1 signature on 1 comic of tier SO? They become valid, dated today when undated.",
  );
  const changes = dialog.getByRole("list", { name: "Signatures that change" }).getByRole("listitem");
  await expect(changes).toHaveCount(1);
  await expect(changes.first()).toContainText(`${order}-001`);
  await expect(changes.first()).toContainText("Stan Lee (VSP)");
  await expect(dialog).toContainText("2 already decided signatures keep their verdict.");
  await page.screenshot({ path: "test-results/signatures-bulk-dialog.png" });
  await dialog.getByRole("button", { name: "Approve all", exact: true }).click();
  await expectToast(page, "Approved 1 signature on 1 comic");

  // The log line counts what the dialog counted, and names the same signature.
  const api = await apiAs(page.request, DEMO_USERS.signature);
  const log = await api.get<{ type: string; description: string }[]>(`/api/orders/${order}/log`);
  expect(log.map((entry) => entry.description)).toContain(
    "Approved 1 signature on 1 comic: 001 Stan Lee (VSP)",
  );

  // 002's VSPP are still failed, with their description; 001 is approved.
  await page.goto(`/orders/${order}/002/signature`);
  await expect(form.getByTestId("signature-1-validity")).toHaveText("Failed");
  await expect(form.getByTestId("signature-2-validity")).toHaveText("Failed");
  await form.getByRole("button", { name: "Signature 2 verification description" }).click();
  const why = page.getByRole("dialog", { name: "Signature verification description" });
  await expect(why.getByRole("textbox", { name: "Description" })).toHaveValue("Signature is stamped");
  await why.getByRole("button", { name: "Close" }).click();
  await page.goto(`/orders/${order}/001/signature`);
  await expect(form.getByTestId("signature-1-validity")).toHaveText("Valid");
  await expect(page.getByTestId("signature-category")).toHaveText("Verified");

  // Nothing undecided is left: the dialog says so and cannot be confirmed.
  await page.goto(`/orders/${order}/SO`);
  await page.getByRole("button", { name: "Disapprove all signatures", exact: true }).click();
  const none = page.getByRole("dialog", { name: "Disapprove all signatures" });
  await expect(none.getByTestId("bulk-verdict-blocker")).toHaveText(
    "Every VSP and VSPP signature of this tier is already approved or disapproved: nothing to change.",
  );
  await expect(none.getByRole("button", { name: "Disapprove all", exact: true })).toBeDisabled();
});
