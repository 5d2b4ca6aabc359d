import type { TOrderActionResult, TTierDetail } from "@gbo/contracts/orders";
import { Button } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useOrderAction } from "../../orders";
import { completeTier } from "../api/tier-calls";

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
      title={detail.canComplete ? undefined : `Scan all ${tier.count} comics first`}
    >
      Complete tier
    </Button>
  );
}
