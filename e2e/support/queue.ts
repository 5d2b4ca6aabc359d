import { expect, type Page } from "@playwright/test";

/**
 * Types into a queue's search and waits until the (debounced) search has settled into the address:
 * a row clicked while the list still shows the unfiltered rows can be replaced under the click.
 */
export async function searchQueue(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Search queue" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
}
