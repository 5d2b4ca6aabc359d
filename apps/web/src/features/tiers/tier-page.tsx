import type { TOrderActionResult, TQueueKey, TTierDetail } from "@gbo/contracts/orders";
import { MENU_LINKS } from "@gbo/domain/menu";
import { canWorkOnOrder, queueForTierStatus, stepsForClaims } from "@gbo/domain/workflow";
import { Alert, Button, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconHistory, IconMessage } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { ApiError } from "../../api";
import { useIdentity } from "../../auth/session";
import { ScanBox } from "../../ui/scan-box";
import { ScanSoundToggle } from "../../ui/scan-feedback";
import { useLiveOrderEvents } from "../live";
import {
  ComicsWorkPanel,
  CommentDialog,
  DueDateDialog,
  OrderLogDialog,
  useComicScanner,
  useStationScan,
} from "../orders";
import { useTier } from "./api/get-tier";
import { CompleteTierButton } from "./components/complete-tier-button";
import { HandOffNotes } from "./components/hand-off-notes";
import { type CompletedTier, NextOffer } from "./components/next-offer";
import { StationGateAlert, stepLabelOf } from "./components/station-gate";
import { TierActions } from "./components/tier-actions";
import { TierHeader } from "./components/tier-header";
import { tierVariant } from "./tier-variant";

/** /orders/$id/$tierId: the station's work on one tier. */
export function TierPage({ orderId, tierId }: { orderId: string; tierId: string }) {
  const navigate = useNavigate();
  const tier = useTier(orderId, tierId);
  useLiveOrderEvents();
  const isMissing = tier.error instanceof ApiError && tier.error.status === 404;

  useEffect(() => {
    // The not-found page echoes what was read.
    if (isMissing)
      void navigate({ to: "/orders/invalid", search: { id: `${orderId}/${tierId}` }, replace: true });
  }, [isMissing, navigate, orderId, tierId]);

  if (tier.isError && !isMissing) {
    return (
      <Alert color="red" variant="light" title="The tier could not be loaded" maw={640}>
        {tier.error.message}
      </Alert>
    );
  }
  if (!tier.data) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  return <TierScreen detail={tier.data} />;
}

type Dialog = "log" | "comment" | "due" | null;

/** The station the tier was listed at when the screen opened: its queue, name and the worker's steps. */
function stationOf(detail: TTierDetail, claims: readonly string[]) {
  const queue = queueForTierStatus(detail.tier.status);
  if (!queue) return null;
  const name = MENU_LINKS.find((link) => link.path === queue.path)?.label ?? queue.key;
  const steps = stepsForClaims(queue, claims);
  return {
    key: queue.key as TQueueKey,
    path: queue.path,
    name,
    // Only a narrower choice is sent: the whole queue is the default.
    steps: steps.length < queue.lists.statuses.length ? steps : null,
  };
}

function TierScreen({ detail }: { detail: TTierDetail }) {
  const navigate = useNavigate();
  const identity = useIdentity();
  const claims = identity?.claims ?? [];
  const { order, tier } = detail;
  const variant = tierVariant(tier.status);
  const canWork = order.status === "InProcess" && canWorkOnOrder(claims, order.status, tier.status);
  const [done, setDone] = useState<CompletedTier | null>(null);
  const isScanning = canWork && tier.status !== "Shipping" && !done;
  const scanner = useComicScanner({ orderId: order.id, tierId: tier.id, comics: detail.comics });
  useStationScan(scanner.scan, isScanning);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // Leaving, and the next offer, are about the station the tier was at when the screen opened.
  const [station] = useState(() => stationOf(detail, claims));
  const onLeave = () => void navigate({ to: station?.path ?? "/dashboard" });
  const onCompleted = (result: TOrderActionResult) =>
    setDone({ orderId: order.id, tierId: tier.id, toStatus: result.tierStatus ?? null });
  const facts = [
    ...(tier.missingReason ? [{ kind: "Missing", text: tier.missingReason }] : []),
    ...(tier.labelsVerified ? [{ kind: "Labels", text: "verified" }] : []),
  ];

  return (
    <Stack gap="sm">
      <TierHeader detail={detail} variant={variant} station={station} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap="xs">
              {done && station ? (
                <NextOffer
                  done={done}
                  queue={station.key}
                  queuePath={station.path}
                  station={station.name}
                  steps={station.steps}
                />
              ) : isScanning ? (
                <>
                  <StationGateAlert detail={detail} />
                  <ScanBox
                    onScan={scanner.scan}
                    feedback={scanner.feedback}
                    isScanning={scanner.isScanning}
                    action={<CompleteTierButton detail={detail} onCompleted={onCompleted} />}
                  />
                </>
              ) : canWork ? (
                <Text c="gray.7">This tier is waiting for the order to ship.</Text>
              ) : (
                <Alert color="gray" variant="light" py={6}>
                  You can look at this tier; working on it needs the {tier.status} station's claim.
                </Alert>
              )}
              <ComicsWorkPanel
                orderId={order.id}
                comics={detail.comics}
                steps={detail.gate.comics}
                stepLabel={stepLabelOf(tier.status)}
                counter={
                  stepLabelOf(tier.status) || tier.status === "Labels" ? detail.gate.counter : undefined
                }
              />
              {isScanning ? <ScanSoundToggle /> : null}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <HandOffNotes orderId={order.id} tierId={tier.id} facts={facts} />
            <Paper withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Title order={2} size="h5">
                  Station actions
                </Title>
                <TierActionsFor
                  detail={detail}
                  canWork={canWork && !done}
                  onCompleted={onCompleted}
                  onLeave={onLeave}
                  onOpen={setDialog}
                />
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <OrderLogDialog orderId={order.id} isOpen={dialog === "log"} onClose={close} />
      {dialog === "comment" ? (
        <CommentDialog
          orderId={order.id}
          tierIds={[tier.id]}
          defaultTierId={tier.id}
          isOpen
          onClose={close}
        />
      ) : null}
      {dialog === "due" ? (
        <DueDateDialog orderId={order.id} tierId={tier.id} current={tier.dueDate} isOpen onClose={close} />
      ) : null}
    </Stack>
  );
}

/** The secondary actions; Log for everyone, the rest for a worker of this station. */
function TierActionsFor({
  detail,
  canWork,
  onCompleted,
  onLeave,
  onOpen,
}: {
  detail: TTierDetail;
  canWork: boolean;
  onCompleted: (result: TOrderActionResult) => void;
  onLeave: () => void;
  onOpen: (dialog: Dialog) => void;
}) {
  const orderButtons = (
    <Group gap="xs" grow>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconHistory size={14} />}
        onClick={() => onOpen("log")}
      >
        Log
      </Button>
      {canWork ? (
        <>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconMessage size={14} />}
            onClick={() => onOpen("comment")}
          >
            Comment
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconCalendarEvent size={14} />}
            onClick={() => onOpen("due")}
          >
            Due date
          </Button>
        </>
      ) : null}
    </Group>
  );
  if (!canWork) return orderButtons;
  return (
    <TierActions detail={detail} onCompleted={onCompleted} onLeave={onLeave}>
      {orderButtons}
    </TierActions>
  );
}
