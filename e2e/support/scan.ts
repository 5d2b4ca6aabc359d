import { expect, type Page } from "@playwright/test";

/** Types a code into the station's "Scan comic" box and presses Enter, as a barcode reader does. */
export async function scanIntoBox(page: Page, code: string) {
  const box = page.getByRole("textbox", { name: "Scan comic" });
  await box.fill(code);
  await box.press("Enter");
}

/**
 * Scans a code with no field focused, as a barcode reader does: the keys of the code and Enter in one
 * burst. The shell reads keys outside inputs as a scan only while they come less than 250 ms apart
 * (apps/web/src/shell/scan-buffer.ts) and only once its listener is attached, so the scan waits for
 * <body data-scan-ready> (and, for `toScreen`, for a station screen's handler: <body data-scan-handlers>)
 * and sends every key from one task in the page. Typing key by key from here instead
 * (`page.keyboard.type`) takes a round trip per key: on a loaded machine those arrive more than 250 ms
 * apart and the scan is read as ordinary typing.
 */
export async function scanWithReader(page: Page, code: string, options: { toScreen?: boolean } = {}) {
  await expect(page.locator("body[data-scan-ready]")).toBeAttached();
  if (options.toScreen) await expect(page.locator("body[data-scan-handlers]")).toBeAttached();
  const focus = await page.evaluate(
    (keys) => {
      const target = document.activeElement ?? document.body;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
      )
        return target.outerHTML.slice(0, 120); // a reader would type into it: not a scan outside inputs
      for (const key of keys) {
        const init = { key, bubbles: true, cancelable: true, composed: true };
        target.dispatchEvent(new KeyboardEvent("keydown", init));
        target.dispatchEvent(new KeyboardEvent("keyup", init));
      }
      return null;
    },
    [...code, "Enter"],
  );
  if (focus)
    throw new Error(`scanWithReader: a field has the focus, the scan would be typed into it: ${focus}`);
}
