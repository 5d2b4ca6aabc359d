// GetPrinters answers XML: <Printers> with one <LabelWriterPrinter>, <TapePrinter> or <DZPrinter> per
// printer (administration §3 Printer). Read with patterns rather than DOMParser so the client also runs
// in Node tests; the structure is flat and fixed.
import { LABEL_PRINTER_TYPES, type LabelPrinterType } from "@gbo/domain/labels";

export type LabelPrinter = {
  printerType: LabelPrinterType;
  name: string;
  modelName: string;
  isConnected: boolean;
  isLocal: boolean;
  /** LabelWriter only. */
  isTwinTurbo: boolean;
  /** Tape and DZ only. */
  isAutoCutSupported: boolean;
  /** Set for a printer of a remote host: the URI it was added from. */
  remoteUri?: string;
};

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? "");

function field(body: string, tag: string): string {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(body);
  return unescapeXml(match?.[1]?.trim() ?? "");
}

const isTrue = (text: string) => text.toLowerCase() === "true";

/** The service may answer the XML as a JSON string (DYMO Connect) or as plain XML. */
export function unquote(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('"')) return trimmed;
  try {
    return String(JSON.parse(trimmed));
  } catch {
    return trimmed;
  }
}

export function parsePrintersXml(xml: string): LabelPrinter[] {
  const printers: LabelPrinter[] = [];
  const pattern = new RegExp(`<(${LABEL_PRINTER_TYPES.join("|")})>([\\s\\S]*?)</\\1>`, "g");
  for (const match of unquote(xml).matchAll(pattern)) {
    const printerType = match[1] as LabelPrinterType;
    const body = match[2] ?? "";
    printers.push({
      printerType,
      name: field(body, "Name"),
      modelName: field(body, "ModelName"),
      isConnected: isTrue(field(body, "IsConnected")),
      isLocal: isTrue(field(body, "IsLocal")),
      isTwinTurbo: printerType === "LabelWriterPrinter" && isTrue(field(body, "IsTwinTurbo")),
      isAutoCutSupported: printerType !== "LabelWriterPrinter" && isTrue(field(body, "IsAutoCutSupported")),
    });
  }
  return printers;
}

/** Connected printers to offer, LabelWriters first (the slab labels are die-cut LabelWriter stock). */
export function printersToOffer(printers: readonly LabelPrinter[]): LabelPrinter[] {
  const rank = (p: LabelPrinter) => (p.printerType === "LabelWriterPrinter" ? 0 : 1);
  return printers.filter((p) => p.isConnected).sort((a, b) => rank(a) - rank(b));
}
