// One label as a grading lab's slab label (issue 17): the colour band with the category, the title on
// two lines, issue · year · publisher, page quality, key comments and signees on the left, the big grade
// box on the right, and the certification number as Code 128 with its text underneath.
import { LABEL_COLOUR_HEX, type LabelText } from "@gbo/domain/labels";
import { code128Widths, moduleCount } from "./barcode";

/** Avery 5163-style label: 4 × 2 inches, in points. */
export const LABEL_WIDTH = 288;
export const LABEL_HEIGHT = 144;

const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const PAD = 6;
const BAND = 18;
const GRADE_BOX = 70;
const BARCODE_HEIGHT = 24;
/** Narrowest bar: 0.9 pt is ~3.75 pixels at 300 dpi, well above what a scanner resolves. */
const MAX_MODULE = 0.9;

/** The band's words: the category, and on a purple label that it is restored. */
function bandText(label: LabelText): string {
  const category = (label.category ?? "Ungraded").toUpperCase();
  return label.colour === "restored" ? `${category} · RESTORED` : category;
}

/** Draws `label` with its top-left corner at (x, y). */
export function drawLabel(doc: PDFKit.PDFDocument, label: LabelText, x: number, y: number): void {
  const colour = LABEL_COLOUR_HEX[label.colour];
  doc.save();
  doc
    .lineWidth(0.75)
    .strokeColor(colour)
    .rect(x + 0.5, y + 0.5, LABEL_WIDTH - 1, LABEL_HEIGHT - 1)
    .stroke();
  doc.fillColor(colour).rect(x, y, LABEL_WIDTH, BAND).fill();
  doc
    .fillColor("white")
    .font(BOLD)
    .fontSize(9)
    .text(bandText(label), x + PAD, y + 5, {
      width: LABEL_WIDTH - 2 * PAD,
      lineBreak: false,
    });

  // The grade box on the right, under the band.
  const boxX = x + LABEL_WIDTH - PAD - GRADE_BOX;
  const boxY = y + BAND + 5;
  doc.lineWidth(1.5).strokeColor(colour).rect(boxX, boxY, GRADE_BOX, 52).stroke();
  const grade = label.grade ?? "-";
  doc
    .fillColor("black")
    .font(BOLD)
    .fontSize(grade.length > 4 ? 16 : 28)
    .text(grade, boxX, boxY + (grade.length > 4 ? 18 : 12), {
      width: GRADE_BOX,
      align: "center",
      lineBreak: false,
    });
  if (label.pageQuality) {
    doc
      .font(FONT)
      .fontSize(5.5)
      .text(label.pageQuality, boxX - 4, boxY + 55, { width: GRADE_BOX + 8, align: "center", height: 14 });
  }

  // The text column on the left.
  const textWidth = LABEL_WIDTH - 3 * PAD - GRADE_BOX;
  let lineY = y + BAND + 4;
  const line = (text: string, font: string, size: number, maxHeight: number) => {
    doc
      .font(font)
      .fontSize(size)
      .text(text, x + PAD, lineY, { width: textWidth, height: maxHeight, ellipsis: true });
    lineY += Math.min(doc.heightOfString(text, { width: textWidth }), maxHeight) + 1;
  };
  const [title1, title2] = label.titleLines;
  // A title line holds up to 30 characters (splitLabelTitle); wide letters shrink it rather than cut it.
  const titleSize = (text: string) =>
    Math.min(10, (10 * textWidth) / doc.font(BOLD).fontSize(10).widthOfString(text));
  line(title1, BOLD, titleSize(title1), 12);
  if (title2) line(title2, BOLD, titleSize(title2), 12);
  const facts = [label.issue, label.year, label.publisher].filter(Boolean).join(" · ");
  if (facts) line(facts, FONT, 8, 10);
  if (label.keyComments.length > 0) line(label.keyComments.join("; "), FONT, 6.5, 16);
  if (label.signees.length > 0) line(`Signed by ${label.signees.join(", ")}`, FONT, 6.5, 16);

  drawBarcode(
    doc,
    label.certification,
    x + 2 * PAD,
    y + LABEL_HEIGHT - PAD - 9 - BARCODE_HEIGHT,
    LABEL_WIDTH * 0.62,
  );
  doc.restore();
}

/** Code 128 bars from (x, y) within `maxWidth`, the number in text under them. */
function drawBarcode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, maxWidth: number): void {
  const widths = code128Widths(text);
  const module = Math.min(MAX_MODULE, maxWidth / moduleCount(widths));
  let at = x;
  doc.fillColor("black");
  for (const [index, width] of widths.entries()) {
    if (index % 2 === 0) doc.rect(at, y, width * module, BARCODE_HEIGHT);
    at += width * module;
  }
  doc.fill();
  doc
    .font(FONT)
    .fontSize(7)
    .text(text, x, y + BARCODE_HEIGHT + 1.5, { width: at - x, align: "center", lineBreak: false });
}
