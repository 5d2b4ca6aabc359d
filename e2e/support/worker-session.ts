import { type BrowserContext, test as base } from "@playwright/test";
import type { DemoUser } from "./demo-users";
import { signIn } from "./session";

type StoredState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * A `test` whose pages open signed in as `user`: one sign-in per worker, whose stored session
 * (localStorage) every test's context starts from. Saves a sign-in per test on a busy machine.
 */
export function testSignedInAs(user: DemoUser) {
  return base.extend<object, { workerSession: StoredState }>({
    workerSession: [
      async ({ browser }, use, workerInfo) => {
        const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
        await signIn(page, user);
        await use(await page.context().storageState());
        await page.close();
      },
      { scope: "worker" },
    ],
    storageState: async ({ workerSession }, use) => use(workerSession),
  });
}
