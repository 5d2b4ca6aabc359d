// Received (issue 33): the box is checked in; what was expected and counted per tier, and anything missing.
import type { MailOrder, ReceivedFacts } from "../milestone-facts";
import type { MailFormat } from "./formatters";
import { DataTable, Notice, Paragraph, SectionHeading } from "./mail-parts";

export function ReceivedMail(props: { order: MailOrder; facts: ReceivedFacts; format: MailFormat }) {
  const { order, facts, format } = props;
  const expected = facts.tiers.reduce((sum, tier) => sum + tier.expected, 0);
  const counted = facts.tiers.reduce((sum, tier) => sum + tier.counted, 0);
  return (
    <>
      <Paragraph>Hello {order.customer.firstName},</Paragraph>
      <Paragraph>
        Your box for order {order.id} arrived and was checked in on {format.date(facts.receivedAt)}. We
        counted every comic against your submission form:
      </Paragraph>
      <SectionHeading>What we counted</SectionHeading>
      <DataTable
        columns={[
          { label: "Tier" },
          { label: "On the form", align: "right" },
          { label: "In the box", align: "right" },
        ]}
        rows={[
          ...facts.tiers.map((tier, index) => ({
            key: `${index}`,
            cells: [tier.name, String(tier.expected), String(tier.counted)],
          })),
          { key: "total", strong: true, cells: ["Total", String(expected), String(counted)] },
        ]}
      />
      {facts.missingNote ? (
        <Notice>
          <strong>Missing:</strong> {facts.missingNote}
        </Notice>
      ) : (
        <Paragraph>Everything on the form was in the box.</Paragraph>
      )}
    </>
  );
}
