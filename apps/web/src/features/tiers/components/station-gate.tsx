// The station gate on the tier screen (issue 29): what keeps Complete from going through, listed before
// the worker presses it — the same list the server answers with if it is pressed anyway.
import type { TTierDetail } from "@gbo/contracts/orders";
import { GATE_LIST_CAP } from "@gbo/domain/messages";
import type { TierStatus } from "@gbo/domain/workflow";
import { Alert, List, Text } from "@mantine/core";
import { IconListCheck } from "@tabler/icons-react";

export const GATE_ALERT_ID = "station-gate-blockers";

/** The column that shows the station's own step per comic; none at the stations whose step is the scan. */
export function stepLabelOf(status: TierStatus): string | undefined {
  const labels: Partial<Record<TierStatus, string>> = {
    PreGrade: "Grading",
    Finalize: "Final grade",
    Signature: "Signatures",
    ImagingSP: "Special pictures",
    Imaging: "Cover picture",
    Pressing: "Pressing",
  };
  return labels[status];
}

export function StationGateAlert({ detail }: { detail: TTierDetail }) {
  const { blockers } = detail.gate;
  if (detail.canComplete || blockers.length === 0) return null;
  const shown = blockers.slice(0, GATE_LIST_CAP);
  const more = blockers.length - shown.length;
  return (
    <Alert
      id={GATE_ALERT_ID}
      color="orange"
      variant="light"
      py={6}
      icon={<IconListCheck size={18} />}
      title="Not ready to complete"
      data-station-gate
    >
      <List size="sm" spacing={0}>
        {shown.map((blocker) => (
          <List.Item key={blocker}>{blocker}</List.Item>
        ))}
      </List>
      {more > 0 ? (
        <Text size="sm" mt={2}>
          and {more} more
        </Text>
      ) : null}
    </Alert>
  );
}
