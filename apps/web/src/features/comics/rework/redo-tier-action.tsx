// The tier screen's "Redo tier": the tier's current station starts over for every comic (logged with
// the reason). Shown only when the worker may (domain canDoOrderAction "redo").
import type { TTierDetail } from "@gbo/contracts/orders";
import { canDoOrderAction, type OrderStatus, statusLabel, type TierStatus } from "@gbo/domain/workflow";
import { Button } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useIdentity } from "../../../auth/session";
import { useOrderAction } from "../../orders";
import { RedoDialog } from "./redo-dialog";
import { redoTier } from "./rework-api";

export function RedoTierAction({ detail }: { detail: TTierDetail }) {
  const { order, tier } = detail;
  const claims = useIdentity()?.claims ?? [];
  const [isOpen, setOpen] = useState(false);
  const redo = useOrderAction(
    order.id,
    (reason: string, version) => redoTier(order.id, tier.id, { version, reason }),
    { onDone: () => setOpen(false) },
  );
  const may =
    order.status === "InProcess" &&
    canDoOrderAction("redo", claims, order.status as OrderStatus, tier.status as TierStatus);
  if (!may) return null;
  return (
    <>
      <Button
        variant="light"
        color="orange"
        leftSection={<IconRefresh size={16} />}
        onClick={() => setOpen(true)}
      >
        Redo tier
      </Button>
      {isOpen ? (
        <RedoDialog
          title="Redo tier"
          intro={`Tier ${tier.id} starts ${statusLabel(tier.status)} over: all ${tier.count} comics are unscanned and its processed count goes back to 0.`}
          isPending={redo.isPending}
          onClose={() => setOpen(false)}
          onConfirm={(reason) => redo.mutate(reason)}
        />
      ) : null}
    </>
  );
}
