// One template per milestone (templates/), rendered by react-email into the e-mail's two parts: the HTML
// part and a plain-text part converted from that same HTML, so the two never say different things.
import { MILESTONE_LABELS } from "@gbo/domain/mail";
import { render, toPlainText } from "@react-email/components";
import type { ReactNode } from "react";
import type { MilestoneMailInput, RenderedMail } from "./milestone-facts";
import { type MailFormat, mailFormatOf } from "./templates/formatters";
import { GradesMail } from "./templates/grades-mail";
import { InvoiceMail } from "./templates/invoice-mail";
import { MailLayout } from "./templates/mail-layout";
import { PickupMail } from "./templates/pickup-mail";
import { ReceiptMail } from "./templates/receipt-mail";
import { ReceivedMail } from "./templates/received-mail";
import { ShippedMail } from "./templates/shipped-mail";

type MailContent = { subject: string; preview: string; heading: string; body: ReactNode };

/** The text part: data tables as aligned columns (not run together), links followed by their address. */
const TEXT_OPTIONS = {
  selectors: [
    {
      selector: "table.data",
      format: "dataTable",
      options: { uppercaseHeaderCells: false, maxColumnWidth: 48, colSpacing: 3 },
    },
  ],
};

function contentOf(input: MilestoneMailInput, format: MailFormat): MailContent {
  const { lab, order, facts } = input;
  // A lab name with a line break must not break the Subject header.
  const about = `order ${order.id} — ${lab.name.replace(/\s+/g, " ").trim()}`;
  const labelled = `${MILESTONE_LABELS[facts.milestone]}: ${about}`;
  switch (facts.milestone) {
    case "received":
      return {
        subject: labelled,
        preview: `Your box for order ${order.id} is checked in.`,
        heading: "We received your box",
        body: <ReceivedMail order={order} facts={facts} format={format} />,
      };
    case "invoice": {
      const due = facts.balanceCents > 0;
      return {
        subject: due ? `${MILESTONE_LABELS.invoice}, balance due: ${about}` : labelled,
        preview: due
          ? `Balance due: ${format.money(facts.balanceCents)}.`
          : `Total ${format.money(facts.totalCents)}, nothing owed.`,
        heading: due ? "Your invoice: balance due" : "Your invoice is ready",
        body: <InvoiceMail lab={lab} order={order} facts={facts} format={format} />,
      };
    }
    case "grades":
      return {
        subject: labelled,
        preview: `Grades and certification numbers for order ${order.id}.`,
        heading: "Your grades are ready",
        body: <GradesMail order={order} facts={facts} />,
      };
    case "shipped":
      return facts.correction
        ? {
            subject: `Correction: new tracking number, ${about}`,
            preview: `The right tracking number is ${facts.trackingNumber}.`,
            heading: "Correction: new tracking number",
            body: <ShippedMail order={order} facts={facts} />,
          }
        : {
            subject: labelled,
            preview: `${facts.carrier} tracking number ${facts.trackingNumber}.`,
            heading: "Your comics have shipped",
            body: <ShippedMail order={order} facts={facts} />,
          };
    case "pickup":
      return {
        subject: labelled,
        preview: `Order ${order.id} is waiting for you at ${lab.name}.`,
        heading: "Ready for pickup",
        body: <PickupMail lab={lab} order={order} facts={facts} format={format} />,
      };
    case "payment":
    case "refund":
      return {
        subject: labelled,
        preview: `Your receipt for order ${order.id}.`,
        heading: MILESTONE_LABELS[facts.milestone],
        body: <ReceiptMail order={order} facts={facts} format={format} />,
      };
  }
}

export async function renderMilestoneMail(input: MilestoneMailInput): Promise<RenderedMail> {
  const format = mailFormatOf(input);
  const content = contentOf(input, format);
  const element = (
    <MailLayout lab={input.lab} format={format} preview={content.preview} heading={content.heading}>
      {content.body}
    </MailLayout>
  );
  // render(element, { plainText: true }) renders the same HTML again and converts it with toPlainText:
  // converting the one rendering gives the same text at half the cost.
  const html = await render(element, { pretty: false });
  return { subject: content.subject, html, text: toPlainText(html, TEXT_OPTIONS) };
}
