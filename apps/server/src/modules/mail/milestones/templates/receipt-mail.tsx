// Payment received / refund issued (issue 33): the receipt, with the same facts the receipt PDF prints
// (payments/receipts/receipt-pdf.ts): the order, its date, the customer, the tiers, the charges and
// totals, the payments, and the balance; the entry this e-mail is for is marked.
import { toCents } from "@gbo/domain/money";
import type { MailOrder, ReceiptFacts } from "../milestone-facts";
import type { MailFormat } from "./formatters";
import { DataTable, Paragraph, SectionHeading, type TableRow } from "./mail-parts";
import { COLORS } from "./mail-styles";

/** The mark on the entry this e-mail is for (the HTML also shades its row). */
export const THIS_RECEIPT = "This receipt";

export function ReceiptMail(props: { order: MailOrder; facts: ReceiptFacts; format: MailFormat }) {
  const { order, facts, format } = props;
  const { receipt } = facts;
  const money = format.money;
  /** The statement's amounts are the API's currency numbers; the entries are cents. */
  const amount = (apiAmount: number) => money(toCents(apiAmount));
  const entry = receipt.entries.find((candidate) => candidate.id === facts.transactionId);
  const { statement } = receipt;
  const atSubmission = statement.payments.filter((line) => line.kind === "atSubmission");
  const paymentEntries = receipt.entries.filter((e) => e.isPayment || e.id === facts.transactionId);

  const entryRow = (e: (typeof receipt.entries)[number]): TableRow => ({
    key: `entry-${e.id}`,
    highlight: e.id === facts.transactionId,
    cells: [
      format.dateTime(e.at),
      <>
        {e.label}
        {e.id === facts.transactionId ? (
          <strong>
            <br />
            {THIS_RECEIPT}
          </strong>
        ) : null}
        {e.reference ? (
          <span style={{ color: COLORS.muted, fontSize: 13 }}>
            <br />
            {e.reference}
          </span>
        ) : null}
      </>,
      e.status,
      money(e.cents),
    ],
  });
  const fact = (label: string, value: string): TableRow => ({ key: label, cells: [label, value] });

  return (
    <>
      <Paragraph>Hello {order.customer.firstName},</Paragraph>
      {entry ? (
        <Paragraph>
          {facts.milestone === "refund"
            ? `We refunded ${money(Math.abs(entry.cents))} to you on ${format.dateTime(entry.at)} for order ${receipt.orderId}.`
            : `We received your payment of ${money(entry.cents)} on ${format.dateTime(entry.at)} for order ${receipt.orderId}. Thank you.`}
        </Paragraph>
      ) : (
        <Paragraph>Here is the receipt for order {receipt.orderId}.</Paragraph>
      )}
      <Paragraph>This is your receipt; keep it for your records.</Paragraph>
      <SectionHeading>Receipt</SectionHeading>
      <DataTable
        columns={[{ label: "" }, { label: "" }]}
        rows={[
          fact("Order", receipt.orderId),
          fact("Order date", format.dateTime(receipt.orderDate)),
          fact("Customer", receipt.customer.name),
          fact("E-mail", receipt.customer.email),
          fact("Membership", receipt.level),
        ]}
      />
      <SectionHeading>Tiers</SectionHeading>
      <DataTable
        columns={[{ label: "Tier" }, { label: "Items", align: "right" }]}
        rows={[
          ...receipt.tiers.map((tier) => ({
            key: tier.id,
            cells: [`${tier.id} — ${tier.name}`, String(tier.count)],
          })),
          { key: "items", strong: true, cells: ["Items", String(receipt.count)] },
        ]}
      />
      <SectionHeading>Charges</SectionHeading>
      <DataTable
        columns={[{ label: "" }, { label: "Amount", align: "right" }]}
        rows={[
          ...statement.grandTotalParts.map((line, index) => ({
            key: `part-${index}`,
            cells: [line.label, amount(line.amount)],
          })),
          { key: "grand", strong: true, cells: ["Grand total", amount(statement.grandTotal)] },
          ...statement.adjustments.map((line, index) => ({
            key: `adjustment-${index}`,
            cells: [line.label, amount(line.amount)],
          })),
          { key: "total", strong: true, cells: ["Total", amount(statement.total)] },
        ]}
      />
      <SectionHeading>Payments</SectionHeading>
      <DataTable
        columns={[
          { label: "Date" },
          { label: "Entry" },
          { label: "Status" },
          { label: "Amount", align: "right" },
        ]}
        rows={[
          ...atSubmission.map((line, index) => ({
            key: `submission-${index}`,
            cells: ["At submission", line.label, "Paid", amount(line.amount)],
          })),
          ...paymentEntries.map(entryRow),
          ...(atSubmission.length === 0 && paymentEntries.length === 0
            ? [{ key: "none", cells: ["", "No payments yet", "", ""] }]
            : []),
          { key: "paid", strong: true, cells: ["", "Paid", "", amount(statement.paid)] },
        ]}
      />
      <SectionHeading>Summary</SectionHeading>
      <DataTable
        columns={[{ label: "" }, { label: "Amount", align: "right" }]}
        rows={[
          { key: "total", cells: ["Total", amount(statement.total)] },
          { key: "paid", cells: ["Paid", amount(statement.paid)] },
          { key: "balance", strong: true, cells: ["Balance due", amount(statement.balance)] },
        ]}
      />
    </>
  );
}
