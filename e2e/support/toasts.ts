import { type BrowserContext, expect, type Page } from "@playwright/test";

// The app's toasts (Mantine notifications) close by themselves after 3 s. A check that polls the page
// for one can start after it has gone when the machine is busy, so every page records each toast as
// it appears and a spec asserts that the toast was shown, however briefly.

type ToastWindow = { __gboToasts?: string[] };

function installToastRecorder() {
  const win = window as unknown as ToastWindow;
  if (win.__gboToasts) return;
  const shown: string[] = [];
  win.__gboToasts = shown;
  const seen = new WeakSet<Element>();
  const collect = () => {
    for (const node of Array.from(document.querySelectorAll(".mantine-Notification-description"))) {
      if (seen.has(node)) continue;
      seen.add(node);
      shown.push(node.textContent ?? "");
    }
  };
  new MutationObserver(collect).observe(document, { childList: true, subtree: true });
  collect();
}

const recordingContexts = new WeakSet<BrowserContext>();

/** Records the toasts of every page of the context from now on, this page's current document included. */
export async function recordToasts(page: Page) {
  const context = page.context();
  if (!recordingContexts.has(context)) {
    recordingContexts.add(context);
    await context.addInitScript(installToastRecorder);
  }
  if (page.url() !== "about:blank") await page.evaluate(installToastRecorder);
}

/**
 * Expects a toast with exactly this text (or matching this pattern) to have been shown since the page
 * was loaded; each check then uses up the toast it found, so a repeated message needs a new toast.
 * Order writes name their order or tier first ("26-WALK004 SO: Tier added to Labels queue"): a plain
 * text also matches such a toast, with any name; pass the full text to check the name too.
 */
export async function expectToast(page: Page, text: string | RegExp) {
  const wanted = typeof text === "string" ? { text } : { source: text.source, flags: text.flags };
  // Polled without side effects: on a loaded machine an answer can come back after the poll's deadline.
  const findToast = (remove: boolean) =>
    page.evaluate(
      ({ want, remove }) => {
        const shown = (window as unknown as ToastWindow).__gboToasts;
        if (!shown) return "no toast recorder on this page (sign in with support/session.ts)";
        const matches = (message: string) =>
          "text" in want
            ? message === want.text ||
              (message.endsWith(`: ${want.text}`) && /^\d{2}-\w{7}[ :]/.test(message))
            : new RegExp(want.source, want.flags).test(message);
        const index = shown.findIndex(matches);
        if (index < 0) return shown.length ? shown : "no toast yet";
        if (remove) shown.splice(index, 1);
        return true;
      },
      { want: wanted, remove },
    );
  await expect.poll(() => findToast(false), { message: `a toast ${String(text)}` }).toBe(true);
  await findToast(true);
}
