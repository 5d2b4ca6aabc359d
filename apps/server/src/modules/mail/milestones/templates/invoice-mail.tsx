// Invoice ready / balance due (issue 33): the invoice's lines and totals, the payments, what is owed,
// in the order's currency.
import type { InvoiceFacts, LabDetails, MailOrder } from "../milestone-facts";
import type { MailFormat } from "./formatters";
import { DataTable, Notice, Paragraph, SectionHeading } from "./mail-parts";

export function InvoiceMail(props: {
  lab: LabDetails;
  order: MailOrder;
  facts: InvoiceFacts;
  format: MailFormat;
}) {
  const { lab, order, facts, format } = props;
  const { money } = format;
  const amountColumn = { label: "Amount", align: "right" as const };
  return (
    <>
      <Paragraph>Hello {order.customer.firstName},</Paragraph>
      <Paragraph>The invoice for order {order.id} is ready.</Paragraph>
      {facts.balanceCents > 0 ? (
        <Notice>
          <strong>Balance due: {money(facts.balanceCents)}.</strong> To pay, call us at{" "}
          {format.phone(lab.phone)} or reply to this e-mail.
        </Notice>
      ) : facts.balanceCents < 0 ? (
        <Paragraph>
          Nothing is owed: you have a credit of {money(-facts.balanceCents)} on this order.
        </Paragraph>
      ) : (
        <Paragraph>It is paid in full: nothing is owed.</Paragraph>
      )}
      <SectionHeading>Invoice</SectionHeading>
      <DataTable
        columns={[{ label: "Item" }, { label: "Qty", align: "right" }, amountColumn]}
        rows={facts.lines.map((line, index) => ({
          key: `${index}`,
          cells: [line.label, String(line.quantity), money(line.cents)],
        }))}
      />
      <SectionHeading>Totals</SectionHeading>
      <DataTable
        columns={[{ label: "" }, amountColumn]}
        rows={[
          ...facts.totalParts.map((part, index) => ({
            key: `${index}`,
            cells: [part.label, money(part.cents)],
          })),
          { key: "total", strong: true, cells: ["Total", money(facts.totalCents)] },
        ]}
      />
      <SectionHeading>Payments</SectionHeading>
      <DataTable
        columns={[{ label: "" }, amountColumn]}
        rows={[
          ...(facts.payments.length === 0 ? [{ key: "none", cells: ["No payments yet", ""] }] : []),
          ...facts.payments.map((payment, index) => ({
            key: `${index}`,
            cells: [payment.label, money(payment.cents)],
          })),
          { key: "paid", strong: true, cells: ["Paid", money(facts.paidCents)] },
        ]}
      />
      <DataTable
        columns={[{ label: "Summary" }, amountColumn]}
        rows={[
          { key: "total", cells: ["Total", money(facts.totalCents)] },
          { key: "paid", cells: ["Paid", money(facts.paidCents)] },
          { key: "balance", strong: true, cells: ["Balance due", money(facts.balanceCents)] },
        ]}
      />
    </>
  );
}
