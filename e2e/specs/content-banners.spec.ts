// Banners and sliders (administration §2 screens, §7, issue 16): a content manager creates a banner,
// uploads its picture (the progress shown), puts it first with the order field, publishes it after
// confirming, and the public feed (no token) shows it with its picture; a slider is added and listed
// (a link to another site refused as it is typed first).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { expectToast, recordToasts } from "../support/toasts";
import { testSignedInAs } from "../support/worker-session";

const test = testSignedInAs(DEMO_USERS.manager);
test.describe.configure({ timeout: 120_000 });

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const shots = "/tmp/shots-banners";
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("a content manager creates, orders and publishes a banner; the public feed shows it", async ({
  page,
}) => {
  const header = `Spring special ${Date.now()}`;
  await recordToasts(page);
  await page.goto("/banners/new");
  await expect(page.getByRole("heading", { name: "New banner" })).toBeVisible();
  await expect(page.getByText("Save first to add an image.")).toBeVisible();
  await page.getByLabel("Start").fill(day(0));
  await page.getByLabel("End").fill(day(30));
  await page.getByLabel("Header 1").fill(header);
  await page.getByLabel("Line 1").fill("Pressing at half price");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/banners\/\d+$/);
  await expectToast(page, "Banner added.");
  // A content manager without the admin claim is not offered Delete (§6 isAdmin).
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);

  // Not a picture, whatever its name: refused before anything is sent.
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({
    name: "banner.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("not a picture\n"),
  });
  await expect(page.getByText("This file is not a JPEG or PNG picture.")).toBeVisible();

  await file.setInputFiles(path.join(fixtures, "comic-cover.jpg"));
  await expect(page.getByRole("status")).toHaveText("Uploaded comic-cover.jpg");
  await expect(page.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  const picture = page.getByRole("img", { name: "Image" });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await page.screenshot({ path: `${shots}/banner-detail.png`, fullPage: true });

  // First in the list: order 0, saved.
  await page.getByRole("link", { name: "← Banners" }).click();
  await page.getByLabel(`Order of ${header}`).fill("0");
  await page.getByRole("button", { name: "Save order" }).click();
  await expectToast(page, "Banner order saved.");
  await expect(page.getByRole("button", { name: "Save order" })).toBeDisabled();

  // Publish asks first; 'No, cancel' publishes nothing.
  await page.getByRole("button", { name: "Publish" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish banners" });
  await expect(dialog.getByText("Publish the banners in this order to the public site?")).toBeVisible();
  await page.screenshot({ path: `${shots}/banners-publish-confirm.png`, fullPage: true });
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expectToast(page, /\d+ banners? published\./);
  await expect(page.getByText(/^Last published/)).toBeVisible();
  await page.screenshot({ path: `${shots}/banners-list.png`, fullPage: true });

  // The public feed: no token, cached 300 s, the banner before the demo's order-1 banner, picture served.
  const feed = await page.request.get("/api/public/content");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["cache-control"]).toBe("public, max-age=300");
  const body = (await feed.json()) as {
    banners: { headers: string[]; lines: string[]; imageUrl: string | null }[];
  };
  const headers = body.banners.map((banner) => banner.headers[0]);
  const ours = body.banners.find((banner) => banner.headers[0] === header);
  expect(ours?.lines).toEqual(["Pressing at half price"]);
  expect(headers.indexOf(header)).toBeLessThan(headers.indexOf("Holiday grading special"));
  const image = await page.request.get(ours?.imageUrl ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  const again = await page.request.get("/api/public/content", {
    headers: { "If-None-Match": feed.headers().etag ?? "" },
  });
  expect(again.status()).toBe(304);
});

test("a content manager adds a slider and sees it in the list", async ({ page }) => {
  const name = `Autumn slider ${Date.now()}`;
  await recordToasts(page);
  await page.goto("/slider/new");
  await page.getByLabel("Name").fill(name);
  // Issue 27: a link to another site ("//host") or one that runs is marked as it is typed, and Save refuses it.
  const linkRule =
    "Please enter a valid link: an address starting with http:// or https://, or a path on this site starting with a single /.";
  await page.getByLabel("Link").fill("//evil.example/x");
  await expect(page.getByText(linkRule)).toBeVisible();
  await page.getByLabel("Link").fill("javascript:alert(1)");
  await expect(page.getByText(linkRule)).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Error saving changes")).toBeVisible();
  await expect(page).toHaveURL(/\/slider\/new$/);
  await page.getByLabel("Link").fill("/submit");
  await expect(page.getByLabel("Link")).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/slider\/\d+$/);
  await expectToast(page, "Slider added.");
  await page.goto("/sliders");
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.screenshot({ path: `${shots}/sliders-list.png`, fullPage: true });
});
