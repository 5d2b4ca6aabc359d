// Station gates (issue 29): every comic scanned, a station still refuses to complete until its own step
// is done. The tier screen lists what is left above a disabled Complete; a forced completion answers the
// same list; once the step is done the tier completes. Fixed demo orders 26-GATE001..003 (seed) for
// Labels, Pre-grade and Imaging; the other gated stations take a generated demo tier (tierAt).
import type { TQueuePage, TTierDetail } from "@gbo/contracts/orders";
import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { DEMO_USERS, type DemoUser } from "../support/demo-users";
import { scanIntoBox } from "../support/scan";
import { signIn, tokensFor } from "../support/session";
import { expectToast } from "../support/toasts";

// Sign-in, a tier screen and API calls per test: slow on a loaded two-core machine.
test.describe.configure({ timeout: 180_000 });

const gate = (page: Page) => page.locator("[data-station-gate]");

async function scanBoth(page: Page, order: string, seqs: readonly string[] = ["001", "002"]) {
  await expect(page.getByRole("textbox", { name: "Scan comic" })).toBeFocused({ timeout: 30_000 });
  for (const seq of seqs) {
    await scanIntoBox(page, `${order}-${seq}`);
    // The scan's answer, then the tier's refetch: seconds apart on a loaded machine.
    await expect(page.locator(`[data-comic-row="${seq}"][data-scanned]`).first()).toBeVisible({
      timeout: 30_000,
    });
  }
}

test("Labels: scanned but not verified is refused with its reason; verified, it completes", async ({
  page,
}) => {
  const order = "26-GATE001";
  await signIn(page, DEMO_USERS.labels);
  await page.goto(`/orders/${order}/SO`);
  // Both comics are scanned (seed): the minimum is met, the station's own step is not.
  const complete = page.getByRole("button", { name: "Complete tier" });
  await expect(gate(page)).toContainText("labels are not verified", { timeout: 30_000 });
  await expect(complete).toBeDisabled();
  // Forced through the API, the server answers the same list.
  const forced = await forceComplete(page, DEMO_USERS.labels, order);
  expect(forced.status()).toBe(400);
  expect((await forced.json()).message).toBe("Cannot complete Labels: labels are not verified.");

  await page.getByRole("switch", { name: "Labels verified" }).click({ force: true });
  await expectToast(page, "Labels verified.");
  await expect(gate(page)).toHaveCount(0);
  await expect(complete).toBeEnabled();
  await complete.click();
  await expectToast(page, "Tier added to Heat seal queue");
});

test("Pre-grade: ungraded comics are listed and counted; graded, the tier completes", async ({ page }) => {
  const order = "26-GATE002";
  await signIn(page, DEMO_USERS.pregrade);
  await page.goto(`/orders/${order}/SO`);
  await expect(gate(page)).toContainText(`${order}-001 has no grade`);
  await expect(gate(page)).toContainText(`${order}-002 has no grade`);
  await expect(page.locator("[data-station-counter]")).toHaveText("Graded 0 of 2");
  await expect(page.getByRole("button", { name: "Complete tier" })).toBeDisabled();

  // The grading step, as the grade view saves it (the grade view itself is grade-view.spec.ts's).
  const api = await apiAs(page.request, DEMO_USERS.pregrade);
  for (const seq of ["001", "002"]) {
    const { order: now } = await api.get<{ order: { version: number } }>(`/api/orders/${order}`);
    const saved = await page.request.put(`/api/orders/${order}/comic/${seq}/grade`, {
      headers: await authOf(page, DEMO_USERS.pregrade),
      data: { version: now.version, grade: 9.8 },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await page.reload();
  await expect(page.locator("[data-station-counter]")).toHaveText("Graded 2 of 2");
  for (const seq of ["001", "002"]) {
    const rows = page.locator(`[data-comic-row="${seq}"]`);
    if (!(await rows.first().getAttribute("data-scanned"))) await scanIntoBox(page, `${order}-${seq}`);
  }
  await expect(gate(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Complete tier" }).click();
  await expectToast(page, "Tier added to Finalize queue");
});

test("Imaging: comics without their cover are listed, and a forced completion is refused with that list", async ({
  page,
}) => {
  const order = "26-GATE003";
  await signIn(page, DEMO_USERS.imaging);
  await page.goto(`/orders/${order}/SO`);
  await scanBoth(page, order);
  await expect(gate(page)).toContainText(`${order}-001 has no cover picture`);
  await expect(page.locator("[data-station-counter]")).toHaveText("Pictures 0 of 2");
  await expect(page.getByRole("columnheader", { name: "Cover picture" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete tier" })).toBeDisabled();
  const forced = await forceComplete(page, DEMO_USERS.imaging, order);
  expect(forced.status()).toBe(400);
  expect((await forced.json()).message).toBe(
    `Cannot complete Imaging: ${order}-001 has no cover picture; ${order}-002 has no cover picture.`,
  );
});

test("Signature: an undecided VSP is listed and blocks; approved, the tier completes", async ({ page }) => {
  const tier = await tierAt(page, DEMO_USERS.signature, "signature", "Signature");
  const { order, tierId, comics } = tier;
  const first = comics[0]!;
  // A VSP on the first comic, as the signature view adds it: new, it is neither approved nor disapproved.
  const api = await apiAs(page.request, DEMO_USERS.signature);
  const added = await page.request.put(`/api/orders/${order}/comic/${first.id}/signatures`, {
    headers: await authOf(page, DEMO_USERS.signature),
    data: {
      version: await versionOf(page, DEMO_USERS.signature, order),
      signatures: [{ name: "Stan Lee", type: "VSP" }],
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await signIn(page, DEMO_USERS.signature);
  await page.goto(`/orders/${order}/${tierId}`);
  await scanBoth(page, order, seqsOf(tier));
  const undecided = `${first.uniqueId} has 1 VSP/VSPP signature not approved or disapproved`;
  await expect(gate(page)).toContainText(undecided);
  await expect(page.locator("[data-station-counter]")).toHaveText("Signatures decided 0 of 1");
  const complete = page.getByRole("button", { name: "Complete tier" });
  await expect(complete).toBeDisabled();
  const forced = await forceComplete(page, DEMO_USERS.signature, order, tierId);
  expect(forced.status()).toBe(400);
  expect((await forced.json()).message).toBe(`Cannot complete Signature: ${undecided}.`);

  // The verdict, as the signature view's Approve sends it (the view itself is signatures.spec.ts's).
  await api.post(`/api/orders/${order}/comic/${first.id}/vsp/approve`, {
    version: await versionOf(page, DEMO_USERS.signature, order),
  });
  await page.reload();
  await expect(page.locator("[data-station-counter]")).toHaveText("Signatures decided 1 of 1");
  await expect(gate(page)).toHaveCount(0);
  await complete.click();
  await expectToast(page, "Tier added to Pressing queue");
});

test("Special imaging: comics without special pictures are refused with that list; skipped with a comment, the tier moves on", async ({
  page,
}) => {
  const tier = await tierAt(page, DEMO_USERS.imaging, "imaging", "ImagingSP");
  const { order, tierId, comics } = tier;
  await signIn(page, DEMO_USERS.imaging);
  await page.goto(`/orders/${order}/${tierId}`);
  await scanBoth(page, order, seqsOf(tier));
  const lacking = comics.map((comic) => `${comic.uniqueId} has no special pictures`);
  for (const line of lacking) await expect(gate(page)).toContainText(line);
  await expect(page.locator("[data-station-counter]")).toHaveText(`Special pictures 0 of ${comics.length}`);
  await expect(page.getByRole("columnheader", { name: "Special pictures" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete tier" })).toBeDisabled();
  const forced = await forceComplete(page, DEMO_USERS.imaging, order, tierId);
  expect(forced.status()).toBe(400);
  expect((await forced.json()).message).toBe(`Cannot complete Special imaging: ${lacking.join("; ")}.`);

  // The station's own way past: skip special imaging, with its comment.
  await page.getByRole("button", { name: "Skip special imaging" }).click();
  const dialog = page.getByRole("dialog", { name: "Skip special imaging" });
  await dialog.getByLabel("Comment").fill("No special pictures ordered for these");
  await dialog.getByRole("button", { name: "Skip to signature" }).click();
  await expectToast(page, "Tier added to Signature queue");
});

test("Pressing: comics neither scanned nor failed are listed; one scanned and the rest failed, it completes", async ({
  page,
}) => {
  const tier = await tierAt(page, DEMO_USERS.pressing, "pressing", "Pressing");
  const { order, tierId, comics } = tier;
  const [first, ...rest] = comics;
  await signIn(page, DEMO_USERS.pressing);
  await page.goto(`/orders/${order}/${tierId}`);
  for (const comic of comics) await expect(gate(page)).toContainText(`${comic.uniqueId} is not scanned`);
  await expect(page.locator("[data-station-counter]")).toHaveText(
    `Pressed, failed or scanned 0 of ${comics.length}`,
  );
  const complete = page.getByRole("button", { name: "Complete tier" });
  await expect(complete).toBeDisabled();
  const forced = await forceComplete(page, DEMO_USERS.pressing, order, tierId);
  expect(forced.status()).toBe(400);
  expect((await forced.json()).message).toContain(
    `Cannot complete Pressing: ${first!.uniqueId} is not scanned`,
  );

  // The others' pressing failed (marked by id, unscanned, as a second tab could); the first is scanned.
  if (rest.length > 0) {
    const api = await apiAs(page.request, DEMO_USERS.pressing);
    await api.post(`/api/orders/${order}/pressingfail/${tierId}`, {
      comicIds: rest.map((comic) => comic.id),
      version: await versionOf(page, DEMO_USERS.pressing, order),
    });
    await page.reload();
    await expect(gate(page)).not.toContainText(`${rest[0]!.uniqueId} is not scanned`);
    await expect(gate(page)).toContainText(`${first!.uniqueId} is not scanned`);
  }
  await scanBoth(page, order, [first!.id]);
  await expect(gate(page)).toHaveCount(0);
  await expect(page.locator("[data-station-counter]")).toHaveText(
    `Pressed, failed or scanned ${comics.length} of ${comics.length}`,
  );
  await complete.click();
  await expectToast(page, "Tier added to Pre-grade queue");
});

test("Finalize: a grade carried from Pre-grade shows as pre-graded and blocks; saved at Finalize, it completes", async ({
  page,
}) => {
  // A pre-graded tier, sent on to Finalize through the API (pre-grade's own gate is tested above).
  const tier = await tierAt(page, DEMO_USERS.pregrade, "grading", "PreGrade");
  const { order, tierId, comics } = tier;
  await saveGrades(page, DEMO_USERS.pregrade, order, comics);
  await scanThroughApi(page, DEMO_USERS.pregrade, order, tier);
  const pregrade = await apiAs(page.request, DEMO_USERS.pregrade);
  await pregrade.post("/api/orders/tier", {
    orderId: order,
    tierId,
    version: await versionOf(page, DEMO_USERS.pregrade, order),
  });
  // Scanned at Finalize too; a scan on the tier screen there opens the grade view instead.
  await scanThroughApi(page, DEMO_USERS.finalize, order, tier);

  await signIn(page, DEMO_USERS.finalize);
  await page.goto(`/orders/${order}/${tierId}`);
  const first = comics[0]!;
  await expect(page.locator(`[data-comic-row="${first.id}"]`).first()).toContainText("Pre-graded: 9.4");
  await expect(gate(page)).toContainText(`${first.uniqueId} has no grade saved at Finalize`);
  await expect(page.locator("[data-station-counter]")).toHaveText(`Final grades 0 of ${comics.length}`);
  const complete = page.getByRole("button", { name: "Complete tier" });
  await expect(complete).toBeDisabled();
  const forced = await forceComplete(page, DEMO_USERS.finalize, order, tierId);
  expect(forced.status()).toBe(400);
  expect((await forced.json()).message).toContain(
    `Cannot complete Finalize: ${first.uniqueId} has no grade saved at Finalize`,
  );

  // The finalizer confirms each grade unchanged: one Save in the grade view, at Finalize.
  await saveGrades(page, DEMO_USERS.finalize, order, comics);
  await page.reload();
  await expect(page.locator("[data-station-counter]")).toHaveText(
    `Final grades ${comics.length} of ${comics.length}`,
  );
  await expect(gate(page)).toHaveCount(0);
  await complete.click();
  await expectToast(page, "Tier added to Labels queue");
});

type GateTierComic = { id: string; uniqueId: string };

/**
 * A generated demo tier waiting unscanned at `status`. The fixed demo orders (four letters, three
 * digits: 26-WALK001) belong to other specs, and specs that take a queue's row take its first: this
 * takes the last generated comic tier.
 */
async function tierAt(page: Page, user: DemoUser, queue: string, status: string) {
  const api = await apiAs(page.request, user);
  const list = await api.get<TQueuePage>(`/api/orders/queue/${queue}/1/-/all?steps=${status}`);
  const row = list.rows
    .filter((r) => r.status === status && r.processed === 0 && !r.isRejected && r.tierId)
    // Comics: a manga's grade also needs its label code.
    .filter((r) => r.collectibleType === "Comic")
    .filter((r) => !/^26-[A-Z]{4}\d{3}$/.test(r.orderId))
    .at(-1);
  if (!row?.tierId) throw new Error(`no generated tier waits unscanned at ${status}`);
  const detail = await api.get<TTierDetail>(`/api/orders/${row.orderId}/tiers/${row.tierId}`);
  const comics: GateTierComic[] = detail.comics.map((c) => ({ id: c.id, uniqueId: c.uniqueId }));
  return { order: row.orderId, tierId: row.tierId, comics };
}

const seqsOf = (tier: { comics: readonly GateTierComic[] }) => tier.comics.map((comic) => comic.id);

async function versionOf(page: Page, user: DemoUser, order: string) {
  const api = await apiAs(page.request, user);
  const { order: now } = await api.get<{ order: { version: number } }>(`/api/orders/${order}`);
  return now.version;
}

/** Each comic of the tier scanned as the station's scan box sends it. */
async function scanThroughApi(
  page: Page,
  user: DemoUser,
  order: string,
  tier: { tierId: string; comics: readonly GateTierComic[] },
) {
  const api = await apiAs(page.request, user);
  for (const comic of tier.comics)
    await api.post(`/api/orders/${order}/scan/comic`, {
      code: comic.uniqueId,
      tierId: tier.tierId,
      version: await versionOf(page, user, order),
    });
}

/** Each comic graded 9.4 as the grade view saves it, at the tier's current station. */
async function saveGrades(page: Page, user: DemoUser, order: string, comics: readonly GateTierComic[]) {
  for (const comic of comics) {
    const saved = await page.request.put(`/api/orders/${order}/comic/${comic.id}/grade`, {
      headers: await authOf(page, user),
      data: { version: await versionOf(page, user, order), grade: 9.4 },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

async function authOf(page: Page, user: DemoUser) {
  const { accessToken } = await tokensFor(page.request, user);
  return { Authorization: `Bearer ${accessToken}` };
}

/** POST /api/orders/tier as `user`, at the order's current version: what a second tab could send. */
async function forceComplete(page: Page, user: DemoUser, order: string, tierId = "SO") {
  const api = await apiAs(page.request, user);
  const { order: now } = await api.get<{ order: { version: number } }>(`/api/orders/${order}`);
  return page.request.post(`/api/orders/tier/${tierId}`, {
    headers: await authOf(page, user),
    data: { orderId: order, version: now.version },
  });
}
