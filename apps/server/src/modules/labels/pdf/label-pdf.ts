// Label PDFs (pdfkit): sheets of US Letter with 2 columns × 5 rows (LABELS_PER_SHEET), every group (a
// bucket's label stock) starting a new sheet; or one label a page at label size for a single comic.
// The document is a stream: the caller pipes it to the blob store or the answer while it is written.
import { LABELS_PER_SHEET, type LabelText } from "@gbo/domain/labels";
import PDFDocument from "pdfkit";
import { drawLabel, LABEL_HEIGHT, LABEL_WIDTH } from "./label-draw";

/** Avery 5163 sheet: half-inch top margin, 5/32-inch sides, 3/16-inch between the columns. */
const SHEET = { top: 36, left: 11.25, columnGap: 13.5, columns: 2 } as const;

export type LabelPdf = { doc: PDFKit.PDFDocument; pages: number; labels: number };

function newDocument(title: string, size: "LETTER" | [number, number]): PDFKit.PDFDocument {
  // Compressed content keeps 500 labels' bars small; autoFirstPage off: every page is added here.
  return new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: title, Author: "Grading back office" },
  });
}

/** Sheets of labels, each group on sheets of its own; `doc.end()` is called before returning. */
export function labelSheetsPdf(title: string, groups: readonly (readonly LabelText[])[]): LabelPdf {
  const doc = newDocument(title, "LETTER");
  let pages = 0;
  let labels = 0;
  for (const group of groups) {
    for (const [index, label] of group.entries()) {
      const slot = index % LABELS_PER_SHEET;
      if (slot === 0) {
        doc.addPage();
        pages += 1;
      }
      const column = slot % SHEET.columns;
      const row = Math.floor(slot / SHEET.columns);
      drawLabel(
        doc,
        label,
        SHEET.left + column * (LABEL_WIDTH + SHEET.columnGap),
        SHEET.top + row * LABEL_HEIGHT,
      );
      labels += 1;
    }
  }
  doc.end();
  return { doc, pages, labels };
}

/** One label a page, the page the label's size (a label printer's roll or a single relabel). */
export function singleLabelsPdf(title: string, labels: readonly LabelText[]): LabelPdf {
  const doc = newDocument(title, [LABEL_WIDTH, LABEL_HEIGHT]);
  for (const label of labels) {
    doc.addPage();
    drawLabel(doc, label, 0, 0);
  }
  doc.end();
  return { doc, pages: labels.length, labels: labels.length };
}
