// The tier screen's bulk VSP verdict at the Signature station (workflow §4 "signature approved or
// disapproved (whole tier or bulk)", §7 POST /api/orders/{id}/bulkvsp/{tier}/approve|disapprove). Only
// undecided VSP/VSPP signatures change (issue 29); the dialog names them before anything is sent.
import type { TTierDetail } from "@gbo/contracts/orders";
import type { SignatureVerdict } from "@gbo/domain/signatures";
import { Button } from "@mantine/core";
import { IconSignature, IconSignatureOff } from "@tabler/icons-react";
import { useState } from "react";
import { useOrderAction } from "../../orders";
import { BulkVerdictDialog } from "./bulk-vsp-dialog";
import { judgeTier } from "./signature-api";

export function BulkVspActions({ detail }: { detail: TTierDetail }) {
  const { order, tier } = detail;
  const [open, setOpen] = useState<SignatureVerdict | null>(null);
  const action = useOrderAction(
    order.id,
    // The version the dialog's plan was read at, not the newest cached one: if the order changed since
    // the dialog named what changes, the server refuses (409) rather than change something else.
    (input: { verdict: SignatureVerdict; version: number; comment?: string }) =>
      judgeTier(order.id, tier.id, input.verdict, { version: input.version, comment: input.comment }),
    { onDone: () => setOpen(null) },
  );
  const signed = detail.comics.filter((comic) => comic.signatureCount > 0).length;
  const title = signed === 0 ? "No comic of this tier has a signature." : undefined;

  return (
    <>
      <Button
        variant="light"
        color="green"
        leftSection={<IconSignature size={16} />}
        disabled={signed === 0}
        title={title}
        onClick={() => setOpen("approve")}
      >
        Approve all signatures
      </Button>
      <Button
        variant="light"
        color="red"
        leftSection={<IconSignatureOff size={16} />}
        disabled={signed === 0}
        title={title}
        onClick={() => setOpen("disapprove")}
      >
        Disapprove all signatures
      </Button>
      {open ? (
        <BulkVerdictDialog
          orderId={order.id}
          tierId={tier.id}
          verdict={open}
          isPending={action.isPending}
          onClose={() => setOpen(null)}
          onConfirm={(input) => action.mutate({ verdict: open, ...input })}
        />
      ) : null}
    </>
  );
}
