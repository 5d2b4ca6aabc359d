// Workers (issue 13): an admin adds a worker with two claims; a worker given those claims sees exactly
// those links and their open session ends at once; only admin removes a worker, after a confirmation.
// Issue 27: a manager sees a worker holding claims it lacks read-only and cannot make itself admin.
// The demo worker "comics" is used by no other spec: this one changes its claims.
import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { menuPaths, signIn } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 1024, height: 768 } });

const stamp = Date.now() % 1_000_000;
const NEW_EMAIL = `e2e-worker-${stamp}@example.test`;

/** A page of its own, signed in; at 1024 wide the menu folds away, so menus are read at the default size. */
async function signedInPage(
  browser: Browser,
  user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS],
  viewport = { width: 1024, height: 768 },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

async function setClaims(page: Page, claims: readonly string[]) {
  const group = page.getByRole("group", { name: "Claims" });
  await expect(group.getByRole("checkbox", { name: "labels", exact: true })).toBeVisible();
  for (const box of await group.getByRole("checkbox").all()) {
    const name = await box.getAttribute("value");
    if (claims.includes(name ?? "")) await box.check();
    else await box.uncheck();
  }
}

async function openWorker(page: Page, search: string) {
  await page.goto(`/workers?search=${encodeURIComponent(search)}`);
  const row = page.locator(`[data-worker="${search}"]`);
  await row.click();
  await expect(page).toHaveURL(/\/workers\/[0-9a-f-]{36}$/);
}

test("an admin adds a worker with grade and labels; a worker given them sees exactly those links", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, DEMO_USERS.admin);
  await admin.goto("/workers");
  await admin.getByRole("link", { name: "New worker" }).click();
  await expect(admin.getByRole("heading", { name: "New worker" })).toBeVisible();
  const email = admin.getByLabel("E-mail");
  await email.fill("not-an-address");
  await expect(admin.getByText("Invalid email format")).toBeVisible();
  // getEmail: an address another worker has is flagged before saving.
  await email.fill("grade@example.com");
  await email.blur();
  await expect(admin.getByText("This e-mail address is already used by another worker.")).toBeVisible();

  await email.fill(NEW_EMAIL);
  await setClaims(admin, ["grade", "labels"]);
  await admin.getByRole("button", { name: "Save" }).click();
  await expectToast(admin, `Worker added. A link to set a password was sent to ${NEW_EMAIL}.`);
  await expect(admin).toHaveURL(/\/workers\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole("heading", { name: NEW_EMAIL })).toBeVisible();
  await expect(admin.getByText("No password yet")).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath("worker-detail-1024.png") });

  // The list keeps its filters in the address: a reload shows the same list.
  await admin.goto(`/workers?search=${stamp}&claim=labels`);
  await admin.reload();
  const row = admin.locator(`[data-worker="${NEW_EMAIL}"]`);
  await expect(row).toContainText("grade, labels");
  await expect(admin.locator("[data-worker]")).toHaveCount(1);
  await admin.goto("/workers");
  await expect(admin.locator("[data-worker]").first()).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath("workers-list-1024.png") });

  // The export carries the filtered list (here: the new worker only).
  await admin.goto(`/workers?search=${stamp}`);
  await expect(admin.locator(`[data-worker="${NEW_EMAIL}"]`)).toBeVisible();
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("workers.csv");
  const csv = readFileSync(await download.path(), "utf8")
    .trimEnd()
    .split("\r\n");
  expect(csv[0]).toBe("id,email,userName,displayName,claims,isActive,frontedAccess");
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`"${NEW_EMAIL}"`);
  expect(csv[1]).toContain('"grade,labels","true","false"');

  // The new worker's password comes from the e-mailed link, which this suite cannot read (no mail sink;
  // workers.int.test.ts follows it and signs in). So the same two claims go to a signed-in demo worker:
  // the change ends the session they had, and their next sign-in shows exactly those links.
  const comics = await signedInPage(browser, DEMO_USERS.comics, { width: 1280, height: 900 });
  expect(await menuPaths(comics)).not.toContain("/grading");
  await openWorker(admin, "comics@example.com");
  await setClaims(admin, ["grade", "labels"]);
  await admin.getByRole("button", { name: "Save" }).click();
  await expectToast(admin, "Worker saved.");

  await comics.goto("/comics");
  await expect(comics).toHaveURL(/\/login/);
  await signIn(comics, DEMO_USERS.comics);
  await expect
    .poll(async () => (await menuPaths(comics)).sort())
    .toEqual(["/grading", "/grading/raw", "/labels", "/manage/labels"]);
});

test("a manager sees a worker holding claims it lacks read-only; an admin removes one after a confirmation", async ({
  browser,
}) => {
  const manager = await signedInPage(browser, DEMO_USERS.manager);
  await openWorker(manager, NEW_EMAIL);
  // The new worker holds grade and labels, which the demo manager does not (D29).
  await expect(
    manager.getByText("Only an admin can change a worker who holds claims you do not hold (grade, labels)."),
  ).toBeVisible();
  await expect(manager.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(manager.getByRole("button", { name: "Reset password" })).toHaveCount(0);
  await expect(manager.getByRole("button", { name: "Remove" })).toHaveCount(0);
  await manager.screenshot({ path: test.info().outputPath("worker-read-only-1024.png") });
  // Nor through the API: the server refuses with the spec's header.
  const token = await manager.evaluate(
    () => JSON.parse(localStorage.getItem("gbo.identity") ?? "{}").accessToken,
  );
  const id = manager.url().split("/").pop();
  const refused = await manager.request.delete(`/api/workers/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe("Error remove worker");

  const admin = await signedInPage(browser, DEMO_USERS.admin);
  await openWorker(admin, NEW_EMAIL);
  await admin.getByRole("button", { name: "Remove" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "No, cancel" }).click();
  await expect(admin.getByRole("dialog")).toHaveCount(0);
  await admin.getByRole("button", { name: "Remove" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(admin).toHaveURL(/\/workers$/);
  await admin.goto(`/workers?search=${stamp}`);
  await expect(admin.getByText("No workers match.")).toBeVisible();
});

test("a manager cannot make itself admin: its own claims are fixed, admin cannot be ticked, the server refuses", async ({
  browser,
}) => {
  const manager = await signedInPage(browser, DEMO_USERS.manager);
  await openWorker(manager, "manager@example.com");
  const claims = manager.getByRole("group", { name: "Claims" });
  await expect(manager.getByText("You cannot change your own claims.")).toBeVisible();
  await expect(claims.getByRole("checkbox", { name: "admin", exact: true })).toBeDisabled();
  await expect(manager.getByRole("switch", { name: /^Active/ })).toBeDisabled();
  await manager.screenshot({ path: test.info().outputPath("worker-self-1024.png") });

  const token = await manager.evaluate(
    () => JSON.parse(localStorage.getItem("gbo.identity") ?? "{}").accessToken,
  );
  const id = manager.url().split("/").pop();
  const own = await manager.request.get(`/api/workers/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const me = await own.json();
  const put = await manager.request.put(`/api/workers/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...me, claims: [...me.claims, "admin"] },
  });
  expect(put.status()).toBe(403);
  expect((await put.json()).message).toBe("You cannot change your own claims.");

  // A new worker: only the claims the manager holds can be ticked.
  await manager.goto("/workers/new");
  const form = manager.getByRole("group", { name: "Claims" });
  await expect(manager.getByText("You can grant only the claims you hold yourself.")).toBeVisible();
  await expect(form.getByRole("checkbox", { name: "admin", exact: true })).toBeDisabled();
  await expect(form.getByRole("checkbox", { name: "grade", exact: true })).toBeDisabled();
  await expect(form.getByRole("checkbox", { name: "shelves", exact: true })).toBeEnabled();
});
