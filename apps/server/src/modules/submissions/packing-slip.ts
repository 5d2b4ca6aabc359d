// The packing slip (issue 14 point 5): what goes in the box with the books, as the large graders send
// it — the order id as a Code 128 barcode (scanned on arrival: the scan opens the order), the
// customer and return address, the declared tiers and the list of books. A real PDF (pdfkit's standard
// fonts; the barcode is a PNG drawn by bwip-js).
import { formatPhone } from "@gbo/domain/display";
import { formatMoney } from "@gbo/domain/money";
import bwipjs from "bwip-js/node";
import { asc, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Db } from "../../db/client";
import { addresses, comics, customers } from "../../db/schema/index";
import { requireOrder } from "../orders/index";
import { getReceiving } from "./receiving";

export const LAB_NAME = "Certified Collectibles Grading Lab";

export type PackingSlip = {
  orderId: string;
  status: string;
  countryCode: string;
  date: string;
  level: string;
  customer: { name: string; email: string; phone: string | null };
  address: string[];
  tiers: { id: string; label: string | null; count: number; insured: number }[];
  count: number;
  /** One line per comic row of the submission; `quantity` copies of it are in the box. */
  comics: {
    seq: string;
    title: string;
    issue: string | null;
    year: string | null;
    tierId: string;
    quantity: number;
  }[];
};

export async function getPackingSlip(db: Db, orderId: string): Promise<PackingSlip> {
  const order = await requireOrder(db, orderId);
  const [customerRows, addressRows, comicRows, receiving] = await Promise.all([
    db
      .select({ name: customers.name, email: customers.email, phone: customers.phone })
      .from(customers)
      .where(eq(customers.id, order.customerId))
      .limit(1),
    order.addressId === null
      ? Promise.resolve([])
      : db.select().from(addresses).where(eq(addresses.id, order.addressId)).limit(1),
    db
      .select({
        seq: comics.id,
        title: comics.title,
        issue: comics.issue,
        year: comics.displayYear,
        tierId: comics.tierId,
        quantity: comics.quantity,
      })
      .from(comics)
      .where(eq(comics.orderId, order.id))
      .orderBy(asc(comics.id)),
    getReceiving(db, order.id),
  ]);
  const address = addressRows[0];
  return {
    orderId: order.id,
    status: order.status,
    countryCode: order.countryCode,
    date: order.date.toISOString().slice(0, 10),
    level: order.level,
    customer: customerRows[0] ?? { name: "", email: "", phone: null },
    address: address
      ? [
          address.line1,
          ...(address.line2 ? [address.line2] : []),
          `${address.city}, ${address.stateProvince} ${address.zipPostal}`,
          address.country,
        ]
      : [],
    tiers: receiving.tiers,
    count: order.count,
    comics: comicRows,
  };
}

/** The order id as a Code 128 barcode, PNG. */
export function orderBarcodePng(orderId: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: "code128", text: orderId, scale: 3, height: 14, includetext: false });
}

const MARGIN = 50;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const GREY = "#555555";

/** The slip as a PDF document; the caller pipes it to the answer. */
export async function packingSlipPdf(slip: PackingSlip): Promise<PDFKit.PDFDocument> {
  const barcode = await orderBarcodePng(slip.orderId);
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    info: { Title: `Packing slip ${slip.orderId}`, Author: LAB_NAME },
  });
  const width = doc.page.width - 2 * MARGIN;
  const money = (cents: number) => formatMoney(cents, slip.countryCode);
  const ensureSpace = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };

  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor("black")
    .text(LAB_NAME, MARGIN, MARGIN, { width: width - 220 });
  doc
    .font(FONT)
    .fontSize(11)
    .fillColor(GREY)
    .text("Submission form · packing slip", { width: width - 220 });
  // The barcode top right, the id in text under it (for a reader that fails, and for people).
  doc.image(barcode, MARGIN + width - 210, MARGIN, { fit: [210, 60], align: "right" });
  doc
    .font(BOLD)
    .fontSize(14)
    .fillColor("black")
    .text(slip.orderId, MARGIN + width - 210, MARGIN + 64, { width: 210, align: "center" });
  doc.x = MARGIN;
  doc.y = MARGIN + 100;

  const fact = (label: string, value: string) => {
    doc.font(FONT).fontSize(10);
    const height = doc.heightOfString(value || " ", { width: width - 110 });
    ensureSpace(height + 4);
    const top = doc.y;
    doc.font(BOLD).fillColor("black").text(label, MARGIN, top, { width: 110 });
    doc.font(FONT).text(value, MARGIN + 110, top, { width: width - 110 });
    doc.x = MARGIN;
    doc.y = top + height + 3;
  };
  fact("Order", slip.orderId);
  fact("Date", slip.date);
  fact("Customer", slip.customer.name);
  fact("E-mail", slip.customer.email);
  if (slip.customer.phone) fact("Phone", formatPhone(slip.customer.phone));
  fact("Membership", slip.level);
  fact("Return address", slip.address.length > 0 ? slip.address.join("\n") : "Not chosen");

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
  /** One table row: cells at fixed x positions. */
  const row = (cells: readonly [string, number, "left" | "right"][], bold = false) => {
    ensureSpace(16);
    const top = doc.y;
    doc
      .font(bold ? BOLD : FONT)
      .fontSize(10)
      .fillColor("black");
    let x = MARGIN;
    for (const [text, cellWidth, align] of cells) {
      doc.text(text, x, top, { width: cellWidth, align, lineBreak: false, ellipsis: true });
      x += cellWidth;
    }
    doc.x = MARGIN;
    doc.y = top + 15;
  };

  heading("Declared tiers");
  row(
    [
      ["Tier", 60, "left"],
      ["Service", width - 60 - 80 - 120, "left"],
      ["Comics", 80, "right"],
      ["Declared insured", 120, "right"],
    ],
    true,
  );
  for (const tier of slip.tiers) {
    row([
      [tier.id, 60, "left"],
      [tier.label ?? "", width - 60 - 80 - 120, "left"],
      [String(tier.count), 80, "right"],
      [money(tier.insured), 120, "right"],
    ]);
  }
  row(
    [
      ["Total comics", width - 200, "left"],
      [String(slip.count), 80, "right"],
      [money(slip.tiers.reduce((sum, t) => sum + t.insured, 0)), 120, "right"],
    ],
    true,
  );

  heading("Comics in this box");
  // A line may stand for several copies (quantity 2 of one issue): the Qty column makes the lines add
  // up to the comics counted in the box.
  const titleWidth = width - 40 - 70 - 60 - 50 - 40;
  row(
    [
      ["#", 40, "left"],
      ["Title", titleWidth, "left"],
      ["Issue", 70, "left"],
      ["Year", 60, "left"],
      ["Tier", 50, "left"],
      ["Qty", 40, "right"],
    ],
    true,
  );
  for (const comic of slip.comics) {
    row([
      [comic.seq, 40, "left"],
      [comic.title, titleWidth, "left"],
      [comic.issue ?? "", 70, "left"],
      [comic.year ?? "", 60, "left"],
      [comic.tierId, 50, "left"],
      [String(comic.quantity), 40, "right"],
    ]);
  }
  row(
    [
      ["Comics", width - 40, "left"],
      [String(slip.comics.reduce((sum, c) => sum + c.quantity, 0)), 40, "right"],
    ],
    true,
  );
  doc.moveDown(1);
  ensureSpace(40);
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(GREY)
    .text(
      "Place this slip on top of the books inside the box. Staff scan the barcode when the box arrives.",
      MARGIN,
      doc.y,
      {
        width,
      },
    );
  doc.end();
  return doc;
}
