// The tier screen's bulk VSP verdict at the Signature station (workflow §4 "signature approved or
// disapproved (whole tier or bulk)", §7 POST /api/orders/{id}/bulkvsp/{tier}/approve|disapprove).
import type { TTierDetail } from "@gbo/contracts/orders";
import { Button } from "@mantine/core";
import { IconSignature, IconSignatureOff } from "@tabler/icons-react";
import { useState } from "react";
import { confirmAction } from "../../../ui/confirm";
import { useOrderAction } from "../../orders";
import { judgeTier, type Verdict } from "./signature-api";
import { DisapproveDialog } from "./signature-dialogs";

export function BulkVspActions({ detail }: { detail: TTierDetail }) {
  const { order, tier } = detail;
  const [isDisapproving, setDisapproving] = useState(false);
  const action = useOrderAction(
    order.id,
    (input: { verdict: Verdict; comment?: string }, version) =>
      judgeTier(order.id, tier.id, input.verdict, { version, comment: input.comment }),
    { onDone: () => setDisapproving(false) },
  );
  const signed = detail.comics.filter((comic) => comic.signatureCount > 0).length;
  const comics = `${signed} signed comic${signed === 1 ? "" : "s"}`;
  const title = signed === 0 ? "No comic of this tier has a signature." : undefined;

  function confirmApprove() {
    confirmAction({
      title: "Approve all signatures",
      message: `Approve the VSP and VSPP signatures of the ${comics} of tier ${tier.id}? They become valid, dated today when undated.`,
      confirmLabel: "Approve all",
      onConfirm: () => action.mutate({ verdict: "approve" }),
    });
  }

  return (
    <>
      <Button
        variant="light"
        color="green"
        leftSection={<IconSignature size={16} />}
        disabled={signed === 0}
        title={title}
        loading={action.isPending && action.variables?.verdict === "approve"}
        onClick={confirmApprove}
      >
        Approve all signatures
      </Button>
      <Button
        variant="light"
        color="red"
        leftSection={<IconSignatureOff size={16} />}
        disabled={signed === 0}
        title={title}
        onClick={() => setDisapproving(true)}
      >
        Disapprove all signatures
      </Button>
      {isDisapproving ? (
        <DisapproveDialog
          title="Disapprove all signatures"
          intro={`The VSP and VSPP signatures of the ${comics} of tier ${tier.id} fail verification, each described by this comment.`}
          confirmLabel="Disapprove all"
          isPending={action.isPending}
          onClose={() => setDisapproving(false)}
          onConfirm={(comment) => action.mutate({ verdict: "disapprove", comment })}
        />
      ) : null}
    </>
  );
}
