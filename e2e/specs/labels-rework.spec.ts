// The labels view and redo (workflow §2 labels child view, §7 redo): a labels worker reads what the
// label will say, verifies the tier's labels and relabels a comic (seen in its history at once); a grader sends a comic graded at Finalize back to be
// reworked (the reason is required) and sees the redo in its history and grading shown again.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn, tokensFor } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 120_000 });

// Seeded for this spec alone (apps/server/src/seed/orders-demo-rework.ts).
const LABELS_ORDER = "26-LABL002"; // SO at Finalize: graded and completed to Labels below
const REDO_ORDER = "26-REDO001"; // SO at Finalize

/** The grader's API calls, each carrying the version the last one answered. */
async function graderApi(request: APIRequestContext, orderId: string) {
  const { accessToken } = await tokensFor(request, DEMO_USERS.grade);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const summary = await request.get(`/api/orders/${orderId}`, { headers });
  let version = ((await summary.json()) as { order: { version: number } }).order.version;
  return async (method: "POST" | "PUT", url: string, body: object) => {
    const answer = await request.fetch(url, { method, headers, data: { ...body, version } });
    expect(answer.status(), await answer.text()).toBe(200);
    version = ((await answer.json()) as { version: number }).version;
  };
}

test("a labels worker reads the label of a graded comic and verifies the tier's labels", async ({ page }) => {
  // The grader's part first: both comics graded at Finalize, scanned, the tier completed to Labels.
  const send = await graderApi(page.request, LABELS_ORDER);
  await send("PUT", `/api/orders/${LABELS_ORDER}/comic/001/grade`, {
    grade: 9.4,
    signees: [{ line1: "Stan Lee", line2: "Writer" }],
    keyComments: ["1st appearance of the Sinister Six"],
  });
  await send("PUT", `/api/orders/${LABELS_ORDER}/comic/002/grade`, { grade: 8.0 });
  for (const seq of ["001", "002"]) {
    await send("POST", `/api/orders/${LABELS_ORDER}/scan/comic`, {
      tierId: "SO",
      code: `${LABELS_ORDER}-${seq}`,
    });
  }
  await send("POST", `/api/orders/tier/SO`, { orderId: LABELS_ORDER, tierId: "SO" });

  await signIn(page, DEMO_USERS.labels);
  // A comic at Labels opened without a view goes to its labels view.
  await page.goto(`/orders/${LABELS_ORDER}/001`);
  await expect(page).toHaveURL(new RegExp(`/orders/${LABELS_ORDER}/001/labels$`));
  const label = page.getByRole("region", { name: "Label preview" });
  await expect(label.locator('[data-label-field="Cert #"]')).toHaveText(`${LABELS_ORDER}-001`);
  await expect(label.locator("[data-label-grade]")).toHaveText("9.4");
  await expect(label.locator("[data-label-category]")).toHaveText("Certified");
  await expect(label.locator('[data-label-field="Signed by"]')).toHaveText("Stan Lee (Writer)");
  // The seeded titles fit one line of 30 characters: line 2 stays empty (the split is unit-tested).
  const line1 = (await label.locator('[data-label-line="1"]').textContent()) ?? "";
  expect(line1.length).toBeGreaterThan(0);
  expect(line1.length).toBeLessThanOrEqual(30);

  // The order's comics, the current one marked.
  const list = page.getByRole("navigation", { name: "Comics in this order" });
  await expect(list.locator('[aria-current="page"]')).toContainText("001");

  const verified = page.getByRole("switch", { name: "Labels verified (tier SO)" });
  await expect(verified).not.toBeChecked();
  await page.screenshot({ path: "test-results/labels-view.png", fullPage: true });
  await verified.click();
  await expectToast(page, /labels/i);
  await expect(verified).toBeChecked();
  await expect(
    page.getByRole("region", { name: "Labels verification" }).getByText("Verified", { exact: true }),
  ).toBeVisible();

  // A relabel shows in the comic's history at once, without a reload (issue 29 §6); its PDF opens in a tab.
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  const relabelled = `Relabel printed: ${LABELS_ORDER}-001 (Label torn)`;
  await expect(history).not.toContainText(relabelled);
  await page.getByRole("button", { name: "Relabel" }).click();
  await page.getByLabel("Reason (optional)").fill("Label torn");
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .getByRole("form", { name: `Relabel ${LABELS_ORDER}-001` })
      .getByRole("button", { name: "Relabel" })
      .click(),
  ]);
  await popup.close();
  await expect(history).toContainText(relabelled);
});

test("a grader sends a comic graded at Finalize back to be reworked, with a reason", async ({ page }) => {
  const send = await graderApi(page.request, REDO_ORDER);
  await send("PUT", `/api/orders/${REDO_ORDER}/comic/001/grade`, { grade: 9.6 });

  await signIn(page, DEMO_USERS.grade);
  await page.goto(`/orders/${REDO_ORDER}/001/grade`);
  await expect(page.getByTestId("grading-hidden")).toBeVisible();

  await page.getByRole("button", { name: "Redo this comic" }).click();
  const dialog = page.getByRole("dialog", { name: "Redo this comic" });
  await dialog.getByRole("button", { name: "Send back" }).click();
  await expect(dialog.getByText("Please enter the reason for the redo.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Reason for the redo" })).toBeFocused();
  await dialog.getByRole("textbox", { name: "Reason for the redo" }).fill("Spine stress missed");
  await page.screenshot({ path: "test-results/redo-dialog.png", fullPage: true });
  await dialog.getByRole("button", { name: "Send back" }).click();
  await expectToast(page, "Redo 001 at Finalize: Spine stress missed");
  await expect(dialog).toBeHidden();

  // Grading is shown again, and the comic's history tells why.
  await expect(page.getByRole("form", { name: "Grade" })).toBeVisible();
  await expect(page.getByTestId("grading-hidden")).toHaveCount(0);
  const history = page.locator("[data-comic-history]");
  await expect(history).toContainText("Sent back for rework");
  await expect(history).toContainText("Redo 001 at Finalize: Spine stress missed");
  await page.screenshot({ path: "test-results/redo-done.png", fullPage: true });
});

test("a grader redoes a whole tier from the tier screen", async ({ page }) => {
  await signIn(page, DEMO_USERS.finalize);
  await page.goto(`/orders/${REDO_ORDER}/SO`);
  await page.getByRole("button", { name: "Redo tier" }).click();
  const dialog = page.getByRole("dialog", { name: "Redo tier" });
  await dialog.getByRole("textbox", { name: "Reason for the redo" }).fill("Graded under the wrong light");
  await dialog.getByRole("button", { name: "Send back" }).click();
  await expectToast(page, "Redo tier SO at Finalize: Graded under the wrong light (2 comics)");
  await expect(dialog).toBeHidden();
});

test("a pressing worker marks one comic's pressing failed from the comic screen", async ({ page }) => {
  await signIn(page, DEMO_USERS.pressing);
  await page.goto(`/orders/26-REDO002/001`);
  await page.getByRole("button", { name: "Pressing failed" }).click();
  await page.getByRole("dialog", { name: "Pressing failed" }).getByRole("button", { name: "Yes" }).click();
  await expectToast(page, "Pressing failure recorded.");
  await expect(page.getByRole("button", { name: "Pressing failed" })).toHaveCount(0);
  await expect(page.locator("[data-comic-history]")).toContainText("Pressing failed: 26-REDO002-001");
});
