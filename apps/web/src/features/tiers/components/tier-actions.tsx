import type { TOrderActionResult, TTierDetail } from "@gbo/contracts/orders";
import { SCAN_AT_LEAST_ONE_COMIC, SKIP_IMAGING_COMMENT_REQUIRED } from "@gbo/domain/messages";
import { statusLabel, togglePreGradeFinalize, validateMissingComics } from "@gbo/domain/workflow";
import { Button, Stack, Switch } from "@mantine/core";
import { IconArrowBackUp, IconPlayerSkipForward, IconSwitchHorizontal } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useState } from "react";
import { confirmAction, showNotice } from "../../../ui/confirm";
import { ReasonDialog } from "../../../ui/reason-dialog";
import { BulkVspActions, RedoTierAction } from "../../comics";
import { verifyLabels } from "../../labels";
import { useOrderAction } from "../../orders";
import { completeTier, markPressingFailed, skipSpecialImaging, toggleGradeStatus } from "../api/tier-calls";
import { RejectTierDialog } from "./reject-tier-dialog";

type Dialog = "reject" | "skip" | "missing" | null;

/**
 * The station's secondary actions (the primary one, Complete tier, is beside the scan box); every button
 * maps to one server call. `children` are the order's own (log, comment, due date), listed last.
 */
export function TierActions({
  detail,
  onCompleted,
  onLeave,
  children,
}: {
  detail: TTierDetail;
  onCompleted: (result: TOrderActionResult) => void;
  onLeave: () => void;
  children?: ReactNode;
}) {
  const { order, tier } = detail;
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const scannedCount = detail.comics.filter((comic) => comic.scanned).length;
  const isPressing = tier.status === "Pressing";
  const toggleTo = togglePreGradeFinalize(tier.status);

  const complete = useOrderAction(
    order.id,
    (missingReason: string | undefined, version) =>
      completeTier({ orderId: order.id, tierId: tier.id, missingReason, version }),
    { onDone: onCompleted },
  );
  const skip = useOrderAction(
    order.id,
    (comment: string, version) => skipSpecialImaging(order.id, { tierId: tier.id, comment, version }),
    { onDone: onLeave },
  );
  const toggle = useOrderAction(order.id, (_: undefined, version) =>
    toggleGradeStatus(order.id, tier.id, version),
  );
  const pressingFail = useOrderAction(order.id, (_: undefined, version) =>
    markPressingFailed(order.id, tier.id, { version }),
  );
  const labels = useOrderAction(order.id, (isVerified: boolean, version) =>
    verifyLabels(tier.id, { orderId: order.id, isVerified, version }),
  );

  function confirmToggle() {
    if (!toggleTo) return;
    confirmAction({
      title: `Switch to ${statusLabel(toggleTo)}`,
      message: `Tier ${tier.id} moves from ${statusLabel(tier.status)} to ${statusLabel(toggleTo)}; its scans start over.`,
      onConfirm: () => toggle.mutate(undefined),
    });
  }

  function confirmPressingFail() {
    if (scannedCount === 0) {
      showNotice("Pressing failed", SCAN_AT_LEAST_ONE_COMIC);
      return;
    }
    confirmAction({
      title: "Pressing failed",
      message: `Mark the ${scannedCount} scanned comic${scannedCount === 1 ? "" : "s"} of tier ${tier.id} as failed pressing?`,
      onConfirm: () => pressingFail.mutate(undefined),
    });
  }

  return (
    <Stack gap="xs" align="stretch">
      {isPressing && !detail.canComplete ? (
        <Button variant="light" color="orange" onClick={() => setDialog("missing")}>
          Complete with missing comics
        </Button>
      ) : null}
      {isPressing ? (
        <Button variant="light" color="red" onClick={confirmPressingFail} loading={pressingFail.isPending}>
          Pressing failed
        </Button>
      ) : null}
      {tier.status === "Labels" ? (
        <Switch
          label="Labels verified"
          checked={tier.labelsVerified}
          disabled={labels.isPending}
          onChange={(event) => labels.mutate(event.currentTarget.checked)}
        />
      ) : null}
      {tier.status === "Signature" ? <BulkVspActions detail={detail} /> : null}
      <RedoTierAction detail={detail} />
      {toggleTo ? (
        <Button variant="default" leftSection={<IconSwitchHorizontal size={16} />} onClick={confirmToggle}>
          Switch to {statusLabel(toggleTo)}
        </Button>
      ) : null}
      {tier.status === "ImagingSP" ? (
        <Button
          variant="default"
          leftSection={<IconPlayerSkipForward size={16} />}
          onClick={() => setDialog("skip")}
        >
          Skip special imaging
        </Button>
      ) : null}
      {detail.rejectTargets.length > 0 ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={() => setDialog("reject")}
        >
          Reject tier
        </Button>
      ) : null}
      {dialog === "reject" ? (
        <RejectTierDialog
          orderId={order.id}
          tierId={tier.id}
          targets={detail.rejectTargets}
          isOpen
          onClose={close}
          onDone={onLeave}
        />
      ) : null}
      {children}
      {dialog === "skip" ? (
        <ReasonDialog
          title="Skip special imaging"
          label="Comment"
          confirmLabel="Skip to signature"
          intro="The tier goes on to the signature station without its special images."
          isOpen
          isPending={skip.isPending}
          validate={(text) => (text.trim() ? null : SKIP_IMAGING_COMMENT_REQUIRED)}
          onClose={close}
          onConfirm={(text) => skip.mutate(text)}
        />
      ) : null}
      {dialog === "missing" ? (
        <ReasonDialog
          title="Complete pressing with missing comics"
          label="Reason for the missing comics"
          confirmLabel="Complete tier"
          intro={`${scannedCount} of ${tier.count} scanned; the others are recorded as missing.`}
          isOpen
          isPending={complete.isPending}
          validate={(text) => {
            const checked = validateMissingComics({
              scannedCount,
              totalCount: tier.count,
              missingReason: text,
            });
            return checked.ok ? null : checked.message;
          }}
          onClose={close}
          onConfirm={(text) => complete.mutate(text)}
        />
      ) : null}
    </Stack>
  );
}
