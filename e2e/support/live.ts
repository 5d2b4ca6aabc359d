import type { Page } from "@playwright/test";

/**
 * Resolves once the page's order event stream (GET /api/events) has been answered. The server
 * subscribes the stream before it sends the first byte, so every write made after this reaches the
 * page live; a write made before it may be missed. Start it before the navigation that opens the stream.
 */
export function liveStreamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.status() === 200,
  );
}
