// Opens a PDF the server builds in a new tab, where the browser prints it. The tab is opened inside the
// click (no popup blocker stops it while the PDF loads); should the browser refuse a tab, the PDF is
// downloaded instead.
import { notifications } from "@mantine/notifications";
import { ApiError } from "../api";
import { TOAST_MS } from "../api/http-client";

/** How long the PDF's address lives: long enough for the tab to load it. */
const PDF_URL_LIFETIME_MS = 60_000;

export async function openPdf(load: () => Promise<Blob>, fileName: string): Promise<void> {
  const tab = window.open("", "_blank");
  if (tab) {
    tab.document.title = fileName;
    tab.document.body.textContent = "Loading…";
  }
  let blob: Blob;
  try {
    blob = await load();
  } catch (caught) {
    tab?.close();
    const message = caught instanceof ApiError ? caught.message : String(caught);
    notifications.show({ message, color: "red", autoClose: TOAST_MS });
    return;
  }
  const url = URL.createObjectURL(blob);
  if (tab && !tab.closed) {
    tab.opener = null;
    tab.location.href = url;
  } else {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.click();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
}
