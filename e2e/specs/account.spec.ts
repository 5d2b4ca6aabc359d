import { expect, type Page, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import { SESSION_SERVER_URL } from "../support/env";
import { fillSignIn, signIn } from "../support/session";
import { expectToast } from "../support/toasts";

// The captcha's proof of work (PBKDF2, up to 4 million rounds) takes a second or two on an idle
// machine; it is CPU-bound, and while other suites load the two cores it has taken over 20 s.
const CAPTCHA_TIMEOUT_MS = 60_000;
test.describe.configure({ timeout: 120_000 });

/** Ticks the self-hosted captcha and waits until the browser has solved its proof of work. */
async function solveCaptcha(page: Page) {
  const widget = page.locator("altcha-widget");
  // The widget keeps its box unticked until the proof of work is done, so click rather than check().
  await widget.getByText("I'm not a robot").click();
  await expect(widget.locator("[data-state='verified']").first()).toBeAttached({
    timeout: CAPTCHA_TIMEOUT_MS,
  });
}

test("recover: the captcha is solved in the browser and the reset link is requested", async ({ page }) => {
  await page.goto("/recover");
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await page.getByLabel("E-mail").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please complete the security check.")).toBeVisible();
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Send reset link" }).click();
  // The same answer whether or not the address exists.
  await expect(page.getByText("Check your e-mail")).toBeVisible();
});

test("signup: a requested account is created inactive and cannot sign in yet", async ({ page }) => {
  const userName = `newhire${Date.now() % 100000}`;
  await page.goto("/signup");
  await page.getByLabel("User name").fill(userName);
  await page.getByLabel("Display name").fill("New Hire");
  await page.getByLabel("E-mail").fill(`${userName}@example.com`);
  await page.locator('input[name="password"]').fill("Grading-station-2026");
  await page.locator('input[name="confirmPassword"]').fill("Grading-station-2026");
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Request account" }).click();
  await expect(page.getByText("Account requested")).toBeVisible();

  await page.goto("/login");
  await page.locator('input[name="username"]').fill(userName);
  await page.locator('input[name="password"]').fill("Grading-station-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/(login|verify)/);
  await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
});

test.describe("password change", () => {
  // On the session server, where no other spec signs in as this worker.
  test.use({ baseURL: SESSION_SERVER_URL });
  const user = DEMO_USERS.refund;
  const newPassword = "Refund-station-2026!";

  test("a wrong current password shows the heading; a good change keeps the session and the new password signs in", async ({
    page,
  }) => {
    await signIn(page, user);
    await page.goto("/password");
    await page.locator('input[name="currentPassword"]').fill("wrong-password-123");
    await page.locator('input[name="newPassword"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Error updating password")).toBeVisible();

    await page.locator('input[name="currentPassword"]').fill(user.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expectToast(page, "Your password has been changed.");
    // This session continues with the fresh tokens the server answered.
    await page.goto("/profile");
    await expect(page.getByLabel("Display name")).not.toHaveValue("");

    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await fillSignIn(page, user);
    await expect(page.getByRole("alert")).toBeVisible();
    await fillSignIn(page, { ...user, password: newPassword });
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
