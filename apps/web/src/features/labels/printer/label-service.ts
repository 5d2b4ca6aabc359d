// The one label service client of the app, so the service is discovered once and reused by every
// screen (administration §4), and the lab's registered label printers as remote URIs.
import type { TDevicesPage } from "@gbo/contracts/settings";
import { canSeeMenuLink } from "@gbo/domain/menu";
import { client, dataOf, quiet } from "../../../api";
import { createLabelServiceClient, type LabelServiceClient } from "./label-service-client";

let service: LabelServiceClient | null = null;

export function labelService(): LabelServiceClient {
  service ??= createLabelServiceClient();
  return service;
}

const LABEL_PRINTER_KINDS = new Set(["LabelWriterPrinter", "TapePrinter", "DZPrinter"]);

/** A device's host as a remote printer URI: a full https address as typed, else https://host:port/. */
export function remotePrinterUri(device: { host: string; port: number | null }): string {
  const host = device.host.trim();
  if (/^https?:\/\//i.test(host)) return host.endsWith("/") ? host : `${host}/`;
  return `https://${host}${device.port ? `:${device.port}` : ""}/`;
}

/**
 * The lab's label printers registered under devices (GET /api/remote). A worker without the devices
 * claim reads none: printing then uses this machine's printers only.
 */
export async function registeredPrinterUris(claims: readonly string[]): Promise<string[]> {
  if (!canSeeMenuLink(claims, "/devices")) return [];
  try {
    const page: TDevicesPage = dataOf(
      await client.GET("/api/remote", { params: { query: { pageSize: 100 } }, fetch: quiet }),
    );
    return page.rows.filter((d) => LABEL_PRINTER_KINDS.has(d.kind) && d.host.trim()).map(remotePrinterUri);
  } catch {
    return [];
  }
}
