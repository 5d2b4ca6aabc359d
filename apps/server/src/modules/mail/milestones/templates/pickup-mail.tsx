// Ready for pickup (issue 33): where and when to collect the comics, and what is waiting.
import type { LabDetails, MailOrder, PickupFacts } from "../milestone-facts";
import type { MailFormat } from "./formatters";
import { Paragraph, SectionHeading } from "./mail-parts";
import { PackingList } from "./packing-list";

export function PickupMail(props: {
  lab: LabDetails;
  order: MailOrder;
  facts: PickupFacts;
  format: MailFormat;
}) {
  const { lab, order, facts, format } = props;
  return (
    <>
      <Paragraph>Hello {order.customer.firstName},</Paragraph>
      <Paragraph>
        Your comics from order {order.id} are ready for pickup. Please give the order number {order.id} at the
        counter.
      </Paragraph>
      <SectionHeading>Where and when</SectionHeading>
      <Paragraph>
        {lab.name}
        {lab.addressLines.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </Paragraph>
      <Paragraph>
        Hours: {lab.hours}
        <br />
        Phone: {format.phone(lab.phone)}
      </Paragraph>
      <PackingList comics={facts.packingList} />
    </>
  );
}
