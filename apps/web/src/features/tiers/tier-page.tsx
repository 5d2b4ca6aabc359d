import type { TTierDetail } from "@gbo/contracts/orders";
import { canWorkOnOrder } from "@gbo/domain/workflow";
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconHistory, IconMessage } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { ApiError } from "../../api";
import { useIdentity } from "../../auth/session";
import { useLiveOrderEvents } from "../live";
import {
  ComicsTable,
  CommentDialog,
  DueDateDialog,
  OrderLogDialog,
  ScanBox,
  useComicScanner,
  useStationScan,
} from "../orders";
import { useTier } from "./api/get-tier";
import { TierActions } from "./components/tier-actions";
import { TierHeader } from "./components/tier-header";
import { queuePathForTier, type TierVariant, tierVariant } from "./tier-variant";

const VARIANT_HELP: Record<TierVariant, string> = {
  grade: "Open a comic to grade it; scan each graded comic into the tier.",
  slab: "Scan each comic as it is slabbed; check the label against the slab.",
  default: "Scan each comic as the station finishes it.",
};

/** /orders/$id/$tierId: the station's work on one tier. */
export function TierPage({ orderId, tierId }: { orderId: string; tierId: string }) {
  const navigate = useNavigate();
  const tier = useTier(orderId, tierId);
  useLiveOrderEvents();
  const isMissing = tier.error instanceof ApiError && tier.error.status === 404;

  useEffect(() => {
    if (isMissing) void navigate({ to: "/orders/invalid", replace: true });
  }, [isMissing, navigate]);

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

function TierScreen({ detail }: { detail: TTierDetail }) {
  const navigate = useNavigate();
  const identity = useIdentity();
  const { order, tier } = detail;
  const variant = tierVariant(tier.status);
  const canWork =
    order.status === "InProcess" && canWorkOnOrder(identity?.claims ?? [], order.status, tier.status);
  const isScanning = canWork && tier.status !== "Shipping";
  const scanner = useComicScanner({ orderId: order.id, tierId: tier.id, comics: detail.comics });
  useStationScan(scanner.scan, isScanning);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // Leaving after a move goes back to the queue the tier was listed on when the screen opened.
  const [queuePath] = useState(() => queuePathForTier(tier.status));
  const onLeave = () => void navigate({ to: queuePath });

  return (
    <Stack gap="md">
      <TierHeader
        detail={detail}
        variant={variant}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconHistory size={16} />}
              onClick={() => setDialog("log")}
            >
              Log
            </Button>
            {canWork ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconMessage size={16} />}
                  onClick={() => setDialog("comment")}
                >
                  Comment
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconCalendarEvent size={16} />}
                  onClick={() => setDialog("due")}
                >
                  Due date
                </Button>
              </>
            ) : null}
          </Group>
        }
      />
      {canWork ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder radius="md" p="md">
            {isScanning ? (
              <ScanBox onScan={scanner.scan} feedback={scanner.feedback} isScanning={scanner.isScanning} />
            ) : (
              <Text c="dimmed">This tier is waiting for the order to ship.</Text>
            )}
            <Text size="xs" c="dimmed" mt={6}>
              {VARIANT_HELP[variant]}
            </Text>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs">
              <Title order={5}>Station actions</Title>
              <TierActions detail={detail} onLeave={onLeave} />
              {!detail.canComplete && tier.status !== "Shipping" ? (
                <Text size="xs" c="dimmed">
                  Complete becomes available when all {tier.count} comics are scanned.
                </Text>
              ) : null}
            </Stack>
          </Paper>
        </SimpleGrid>
      ) : (
        <Alert color="gray" variant="light">
          You can look at this tier; working on it needs the {tier.status} station's claim.
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <ComicsTable
          orderId={order.id}
          comics={detail.comics}
          countryCode={order.countryCode}
          showTier={false}
          showScan
          label={`Comics of tier ${tier.id}`}
        />
      </Paper>
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
