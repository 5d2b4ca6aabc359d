import type { TOrderActionResult, TTierDetail } from "@gbo/contracts/orders";
import { Button } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useOrderAction } from "../../orders";
import { completeTier } from "../api/tier-calls";
import { GATE_ALERT_ID } from "./station-gate";

/** The tier screen's primary action; it sits right of the scan box, next in tab order. */
export function CompleteTierButton({
  detail,
  onCompleted,
}: {
  detail: TTierDetail;
  onCompleted: (result: TOrderActionResult) => void;
}) {
  const { order, tier } = detail;
  const complete = useOrderAction(
    order.id,
    (_: undefined, version) => completeTier({ orderId: order.id, tierId: tier.id, version }),
    { onDone: onCompleted },
  );
  return (
    <Button
      color="green"
      leftSection={<IconCheck size={16} />}
      disabled={!detail.canComplete}
      loading={complete.isPending}
      onClick={() => complete.mutate(undefined)}
      // The reason is the gate's list, shown above the scan box (StationGateAlert).
      title={detail.canComplete ? undefined : (detail.gate.message ?? undefined)}
      aria-describedby={detail.canComplete ? undefined : GATE_ALERT_ID}
    >
      Complete tier
    </Button>
  );
}
