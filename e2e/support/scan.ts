import type { Page } from "@playwright/test";

/** Types a code into the station's "Scan comic" box and presses Enter, as a barcode reader does. */
export async function scanIntoBox(page: Page, code: string) {
  const box = page.getByRole("textbox", { name: "Scan comic" });
  await box.fill(code);
  await box.press("Enter");
}
