// A receipt as a real PDF (pdfkit, one of the 14 standard fonts: nothing to embed, a few KB). Written
// top to bottom with a page break whenever the next row would not fit, so an order with many entries
// runs onto more pages instead of off the bottom. The standard fonts cover WinAnsi (Latin-1 and a few
// more): a name in another script would need an embedded font.
import { formatMoney, toCents } from "@gbo/domain/money";
import { toZonedDateTime } from "@gbo/domain/settings";
import PDFDocument from "pdfkit";
import type { Receipt, ReceiptEntry } from "./receipt-data";

const MARGIN = 50;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const GREY = "#555555";

type RowStyle = { bold?: boolean; muted?: boolean; align?: "left" | "right" };

export type ReceiptPdfOptions = {
  /** One payment's receipt, with the refunds or voids that concern it; else the whole order's. */
  payment?: { entry: ReceiptEntry; related: ReceiptEntry[] };
  /** The lab's IANA time zone: every time on the receipt reads on the lab's clock (issue 29). */
  timeZone: string;
  printedAt: Date;
};

/** The receipt as a PDF stream; the caller pipes it to the answer. */
export function receiptPdf(receipt: Receipt, options: ReceiptPdfOptions): PDFKit.PDFDocument {
  const { payment, timeZone } = options;
  const title = payment ? "Payment receipt" : "Receipt";
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    info: { Title: `${title} ${receipt.orderId}`, Author: "Grading back office" },
  });
  const width = doc.page.width - 2 * MARGIN;
  const money = (cents: number) => formatMoney(cents, receipt.countryCode);
  const amount = (apiAmount: number) => money(toCents(apiAmount));
  const when = (iso: string) => toZonedDateTime(new Date(iso), timeZone);

  const ensureSpace = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };
  const heading = (text: string) => {
    ensureSpace(40);
    doc.moveDown(0.8).font(BOLD).fontSize(12).fillColor("black").text(text, MARGIN, doc.y, { width });
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
    doc.moveDown(0.4);
  };
  /** Two cells on one row, the row as tall as the taller (either may wrap). */
  const cells = (left: string, right: string, leftWidth: number, style: RowStyle) => {
    doc.font(style.bold ? BOLD : FONT).fontSize(10);
    const rightWidth = width - leftWidth;
    const rightAlign = style.align ?? "right";
    const height = Math.max(
      doc.heightOfString(left, { width: leftWidth }),
      doc.heightOfString(right || " ", { width: rightWidth }),
    );
    ensureSpace(height + 4);
    const top = doc.y;
    doc.fillColor(style.muted ? GREY : "black");
    doc.text(left, MARGIN, top, { width: leftWidth });
    doc.text(right, MARGIN + leftWidth, top, { width: rightWidth, align: rightAlign });
    doc.y = top + height + 3;
    doc.x = MARGIN;
  };
  /** A label and its value ("Customer  Dana Receipt"). */
  const fact = (label: string, value: string, style: RowStyle = {}) =>
    cells(label, value, 110, { ...style, align: "left" });
  /** Text on the left, an amount on the right. */
  const row = (left: string, right: string, style: RowStyle = {}) => cells(left, right, width - 110, style);
  const entryRow = (entry: ReceiptEntry) =>
    row(
      `${when(entry.at)}  ${entry.label}  (${entry.status})${entry.reference ? `\n${entry.reference}` : ""}`,
      money(entry.cents),
      { muted: entry.status === "Void" || entry.status === "Declined" },
    );

  // Heading: what this is and for which order.
  doc.font(BOLD).fontSize(20).fillColor("black").text(title, MARGIN, MARGIN, { width });
  // When it was printed sits under the title, not in a footer that could spill onto a page of its own.
  const printed = toZonedDateTime(options.printedAt, timeZone);
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor(GREY)
    .text(`Grading back office · printed ${printed} · times are ${timeZone} time`, { width });
  doc.moveDown(0.8).fillColor("black");
  fact("Order", receipt.orderId, { bold: true });
  fact("Order date", when(receipt.orderDate));
  fact("Customer", receipt.customer.name);
  fact("E-mail", receipt.customer.email);
  fact("Membership", receipt.level);

  heading("Tiers");
  for (const tier of receipt.tiers) {
    row(`${tier.id} — ${tier.name}`, `${tier.count} ${tier.count === 1 ? "item" : "items"}`);
  }
  row("Items", String(receipt.count), { bold: true });

  const { statement } = receipt;
  if (payment) {
    heading("Payment");
    entryRow(payment.entry);
    if (payment.related.length > 0) {
      heading("Related entries");
      for (const entry of payment.related) entryRow(entry);
    }
    heading("Order totals");
    row("Total", amount(statement.total));
    row("Paid", amount(statement.paid));
    row("Balance", amount(statement.balance), { bold: true });
  } else {
    heading("Charges");
    for (const line of statement.grandTotalParts) row(line.label, amount(line.amount));
    row("Grand total", amount(statement.grandTotal), { bold: true });
    for (const line of statement.adjustments) row(line.label, amount(line.amount));
    row("Total", amount(statement.total), { bold: true });
    heading("Payments");
    const atSubmission = statement.payments.filter((line) => line.kind === "atSubmission");
    for (const line of atSubmission) row(line.label, amount(line.amount));
    for (const entry of receipt.entries.filter((e) => e.isPayment)) entryRow(entry);
    if (atSubmission.length === 0 && !receipt.entries.some((e) => e.isPayment)) {
      row("No payments yet", "");
    }
    row("Paid", amount(statement.paid), { bold: true });
    heading("Summary");
    row("Total", amount(statement.total));
    row("Paid", amount(statement.paid));
    row("Balance due", amount(statement.balance), { bold: true });
  }

  doc.end();
  return doc;
}
