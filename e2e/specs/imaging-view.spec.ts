// The imaging views (workflow §2 imaging/imagingsp, §7 image access): an imaging worker uploads a
// comic's cover, watches the upload finish and sees the picture and the comic's flag; a text file
// named .jpg is refused with its message, and so is a fake picture (the server's message); special
// pictures go up on the ImagingSP tier.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { signIn } from "../support/session";
import { expectToast } from "../support/toasts";

test.describe.configure({ timeout: 120_000 });

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
// Seeded for this spec alone: 26-IMAG001 (tier SO at Imaging), 26-IMSP001 (tier WS at ImagingSP).
const imagingOrder = "26-IMAG001";
const specialOrder = "26-IMSP001";

test("an imaging worker uploads a cover and sees it; a text file and a fake picture are refused", async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.imaging);
  await page.goto(`/orders/${imagingOrder}/001/imaging`);
  await expect(page.getByRole("heading", { name: "Cover picture" })).toBeVisible();
  const cover = page.getByRole("group", { name: "Cover picture" });
  await expect(cover.getByText("No picture yet")).toBeVisible();
  await expect(page.getByTestId("has-image")).toHaveText("Cover: none");

  // Not a picture, whatever its name: refused before anything is sent.
  await cover.getByLabel("Choose cover picture").setInputFiles({
    name: "cover.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("These are my notes, not a scan.\n"),
  });
  await expect(cover.getByRole("alert")).toHaveText("This file is not a JPEG or PNG picture.");

  // A fake picture: a JPEG's first bytes, then a web page. The browser's quick look at those bytes lets
  // it go; the server decodes its header, refuses it (415) and the view shows the server's message.
  await cover.getByLabel("Choose cover picture").setInputFiles({
    name: "cover.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.concat([
      Buffer.from([
        0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0,
      ]),
      Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>"),
    ]),
  });
  await expect(cover.getByRole("alert")).toHaveText(
    "This file starts like a JPEG picture but cannot be read as one: it is damaged, cut short or another kind of file. Open it in an image program, save it as JPEG or PNG and upload it again.",
  );
  await expect(page.getByTestId("has-image")).toHaveText("Cover: none");
  await expect(cover.getByText("No picture yet")).toBeVisible();

  await cover.getByLabel("Choose cover picture").setInputFiles(path.join(fixtures, "comic-cover.jpg"));
  await expect(cover.getByRole("status")).toHaveText("Uploaded comic-cover.jpg");
  await expect(cover.getByRole("progressbar", { name: "Cover upload progress" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  await expectToast(page, `${imagingOrder}-001: Image uploaded: cover`);
  const picture = cover.getByRole("img", { name: `Cover picture of ${imagingOrder}-001` });
  await expect(picture).toBeVisible();
  // The picture really loaded from its signed address (a broken image has no natural width).
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(page.getByTestId("has-image")).toHaveText("Cover: on file");
  await expect(cover.getByRole("button", { name: "Replace cover" })).toBeEnabled();
  await page.screenshot({ path: "test-results/imaging-view.png", fullPage: true });
});

test("special pictures go up on the ImagingSP tier and set the special flag", async ({ page }) => {
  await signIn(page, DEMO_USERS.imaging);
  await page.goto(`/orders/${specialOrder}/001/imagingsp`);
  await expect(page.getByRole("heading", { name: "Special pictures" })).toBeVisible();
  const first = page.getByRole("group", { name: "Special picture 1 picture" });
  await first
    .getByLabel("Choose special picture 1 picture")
    .setInputFiles(path.join(fixtures, "special-picture.png"));
  await expect(first.getByRole("status")).toHaveText("Uploaded special-picture.png");
  await expect(
    first.getByRole("img", { name: `Special picture 1 picture of ${specialOrder}-001` }),
  ).toBeVisible();
  await expect(page.getByTestId("has-image-sp")).toHaveText("Special pictures: on file");
  await page.screenshot({ path: "test-results/imaging-view-special.png", fullPage: true });
  // The cover is taken at Imaging: this tier's view of it says so and offers no upload.
  await page.goto(`/orders/${specialOrder}/001/imaging`);
  await expect(page.getByTestId("imaging-closed")).toContainText(
    "The cover picture is taken at the Imaging station; this comic's tier is at ImagingSP.",
  );
  await expect(page.getByRole("button", { name: "Upload cover" })).toBeDisabled();
  await page.screenshot({ path: "test-results/imaging-view-closed.png", fullPage: true });
});
