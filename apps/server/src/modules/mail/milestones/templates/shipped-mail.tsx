// Shipped (issue 33): the carrier, the tracking number linked to the carrier's own page, the packing list
// and anything that did not go. A correction says plainly that the earlier number was wrong.
import { Link } from "@react-email/components";
import type { MailOrder, ShippedFacts } from "../milestone-facts";
import { Notice, Paragraph } from "./mail-parts";
import { COLORS } from "./mail-styles";
import { PackingList } from "./packing-list";

export function ShippedMail(props: { order: MailOrder; facts: ShippedFacts }) {
  const { order, facts } = props;
  const tracking = facts.trackingUrl ? (
    <Link href={facts.trackingUrl} style={{ color: COLORS.accent, textDecoration: "underline" }}>
      {facts.trackingNumber}
    </Link>
  ) : (
    facts.trackingNumber
  );
  return (
    <>
      <Paragraph>Hello {order.customer.firstName},</Paragraph>
      {facts.correction ? (
        <Notice>
          <strong>Correction:</strong> the tracking number in our earlier e-mail about order {order.id}
          {facts.correction.from ? `, ${facts.correction.from},` : ""} was wrong. The right number is{" "}
          {facts.trackingNumber}.
        </Notice>
      ) : (
        <Paragraph>Your comics from order {order.id} are on their way.</Paragraph>
      )}
      <Paragraph>
        Carrier: <strong>{facts.carrier}</strong>
        <br />
        Tracking number: <strong>{tracking}</strong>
      </Paragraph>
      {facts.trackingUrl ? (
        <Paragraph muted>Follow the tracking number to the carrier's own tracking page.</Paragraph>
      ) : (
        <Paragraph muted>Track the parcel with this number on the carrier's website.</Paragraph>
      )}
      <PackingList comics={facts.packingList} />
      {facts.missingNote ? (
        <Notice>
          <strong>Not in this box:</strong> {facts.missingNote}
        </Notice>
      ) : null}
    </>
  );
}
