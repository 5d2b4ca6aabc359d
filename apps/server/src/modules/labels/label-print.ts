// Printing labels: the PDF is written straight into the blob store as pdfkit produces it (never held
// whole), then every label in it is recorded with the text it carried (label_prints), so a relabel can
// print an old label again and the queue's PDF stays downloadable by name.
import { randomBytes } from "node:crypto";
import type { TLabelPdf } from "@gbo/contracts/labels";
import { type LabelText, noEarlierLabel } from "@gbo/domain/labels";
import { desc, inArray } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client";
import { labelPrints } from "../../db/schema/labels";
import { AppError } from "../../http/errors";
import type { BlobStore } from "../../integrations/blobs/blob-store";
import { labelOf } from "./label-comic";
import { type LabelPdf, labelSheetsPdf, singleLabelsPdf } from "./pdf/label-pdf";
import type { LabelRow } from "./queue-read";

export const PDF_NOT_FOUND_MESSAGE = "That label PDF does not exist.";

/** A comic to print and the text its label carries. */
export type LabelToPrint = { row: Pick<LabelRow, "uniqueId" | "orderId" | "tierId">; label: LabelText };

/** "labels-comic-20261125T034500-1a2b3c4d.pdf": unique, and a valid blob key segment. */
export function newPdfName(kind: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").slice(0, 15);
  const slug = kind
    .replace(/[^A-Za-z0-9]+/g, "-")
    .toLowerCase()
    .slice(0, 30);
  return `labels-${slug}-${stamp}-${randomBytes(4).toString("hex")}.pdf`;
}

const blobKey = (pdfName: string) => `labels/${pdfName}`;

/** The labels as stored now, or (oldLabels) as each was last printed; none printed yet is a 404. */
export async function labelsToPrint(
  db: Db,
  rows: readonly LabelRow[],
  oldLabels: boolean,
): Promise<LabelToPrint[]> {
  if (!oldLabels) return rows.map((row) => ({ row, label: labelOf(row) }));
  const ids = rows.map((r) => r.uniqueId);
  const printed = await db
    .selectDistinctOn([labelPrints.uniqueId], { uniqueId: labelPrints.uniqueId, label: labelPrints.label })
    .from(labelPrints)
    .where(inArray(labelPrints.uniqueId, ids))
    .orderBy(labelPrints.uniqueId, desc(labelPrints.printedAt), desc(labelPrints.id));
  const byId = new Map(printed.map((p) => [p.uniqueId, p.label as LabelText]));
  return rows.map((row) => {
    const label = byId.get(row.uniqueId);
    if (!label) throw new AppError("not_found", noEarlierLabel(row.uniqueId));
    return { row, label };
  });
}

export type PrintOptions = {
  db: Db;
  blobs: BlobStore;
  /** Names the PDF: the queue type, the tier or "relabel". */
  kind: string;
  /** Sheets of groups (each group its own label stock), or one label a page at label size. */
  layout: { sheets: readonly (readonly LabelToPrint[])[] } | { single: readonly LabelToPrint[] };
  printedBy: string;
  isRelabel: boolean;
};

export function renderLabels(title: string, layout: PrintOptions["layout"]): LabelPdf {
  return "sheets" in layout
    ? labelSheetsPdf(
        title,
        layout.sheets.map((group) => group.map((l) => l.label)),
      )
    : singleLabelsPdf(
        title,
        layout.single.map((l) => l.label),
      );
}

/** Writes the PDF into the blob store and records every label in it. */
export async function printLabels(options: PrintOptions): Promise<TLabelPdf> {
  const { db, blobs, layout } = options;
  const pdfName = newPdfName(options.kind);
  const pdf = renderLabels(pdfName, layout);
  await blobs.put(blobKey(pdfName), pdf.doc, { contentType: "application/pdf" });
  const printed = "sheets" in layout ? layout.sheets.flat() : layout.single;
  const printedAt = new Date();
  if (printed.length > 0) {
    await db.insert(labelPrints).values(
      printed.map(({ row, label }) => ({
        uniqueId: row.uniqueId,
        orderId: row.orderId,
        tierId: row.tierId,
        label,
        pdfName,
        isRelabel: options.isRelabel,
        printedBy: options.printedBy,
        printedAt,
      })),
    );
  }
  return { pdfName, totalPages: pdf.pages, labels: pdf.labels };
}

/** Streams a generated PDF from the blob store (404 for a name never generated). */
export async function sendStoredPdf(blobs: BlobStore, reply: FastifyReply, pdfName: string) {
  const found = await blobs.get(blobKey(pdfName));
  if (!found) throw new AppError("not_found", PDF_NOT_FOUND_MESSAGE);
  return sendPdf(reply, pdfName, found.body);
}

export function sendPdf(reply: FastifyReply, name: string, body: NodeJS.ReadableStream) {
  return reply
    .type("application/pdf")
    .header("Content-Disposition", `inline; filename="${name}"`)
    .header("Cache-Control", "private, no-store")
    .send(body);
}
