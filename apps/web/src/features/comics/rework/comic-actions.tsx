// The comic screen's own actions (workflow §4 "mark pressing failed", §7 redo) and a compact list of the
// order's comics from the rollup, so a worker moves between comics without going back to the order.

import type { TOrderRollup } from "@gbo/contracts/comics";
import type { TComic } from "@gbo/contracts/orders";
import { canDoOrderAction, type OrderStatus, statusLabel, type TierStatus } from "@gbo/domain/workflow";
import { Button, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconArrowBackUp, IconFlameOff } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useIdentity } from "../../../auth/session";
import { confirmAction } from "../../../ui/confirm";
import { gradeText, useOrderAction } from "../../orders";
import { RedoDialog } from "./redo-dialog";
import { markComicPressingFailed, redoComics, useRollup } from "./rework-api";

export function ComicActions({ comic }: { comic: TComic }) {
  const rollup = useRollup(comic.orderId);
  const claims = useIdentity()?.claims ?? [];
  const [isRedoOpen, setRedoOpen] = useState(false);
  const tier = rollup.data?.tiers.find((t) => t.id === comic.tierId);
  const orderStatus = rollup.data?.order.status as OrderStatus | undefined;
  const may = (action: "redo" | "pressingFailed") =>
    Boolean(orderStatus && tier && canDoOrderAction(action, claims, orderStatus, tier.status as TierStatus));
  const isInProcess = orderStatus === "InProcess";
  const canRedo = isInProcess && may("redo");
  const canFailPressing =
    isInProcess && tier?.status === "Pressing" && !comic.pressFailed && may("pressingFailed");

  const redo = useOrderAction(
    comic.orderId,
    (reason: string, version) => redoComics(comic.orderId, { version, comicIds: [comic.id], reason }),
    { onDone: () => setRedoOpen(false) },
  );
  const pressingFail = useOrderAction(comic.orderId, (_: undefined, version) =>
    markComicPressingFailed(comic.orderId, comic.tierId, comic.id, version),
  );

  function confirmPressingFailed() {
    confirmAction({
      title: "Pressing failed",
      message: `Mark comic ${comic.uniqueId} as failed pressing?`,
      onConfirm: () => pressingFail.mutate(undefined),
    });
  }

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="comic-actions-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="comic-actions-title">
          Actions
        </Title>
        {canRedo || canFailPressing ? (
          <Group gap="xs">
            {canRedo ? (
              <Button
                size="xs"
                variant="light"
                color="orange"
                leftSection={<IconArrowBackUp size={14} />}
                onClick={() => setRedoOpen(true)}
              >
                Redo this comic
              </Button>
            ) : null}
            {canFailPressing ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconFlameOff size={14} />}
                onClick={confirmPressingFailed}
                loading={pressingFail.isPending}
              >
                Pressing failed
              </Button>
            ) : null}
          </Group>
        ) : rollup.data ? (
          <Text size="sm" c="gray.7">
            Nothing to do on this comic at {tier ? statusLabel(tier.status) : "this step"} with your claims.
          </Text>
        ) : null}
        <OrderComicsList rollup={rollup.data} isLoading={rollup.isPending} current={comic} />
      </Stack>
      {isRedoOpen ? (
        <RedoDialog
          title="Redo this comic"
          intro={`Comic ${comic.uniqueId} starts ${tier ? statusLabel(tier.status) : "its station"} over: it is unscanned and, at Finalize, shown for grading again.`}
          isPending={redo.isPending}
          onClose={() => setRedoOpen(false)}
          onConfirm={(reason) => redo.mutate(reason)}
        />
      ) : null}
    </Paper>
  );
}

/** "Comics in this order": each comic with its station and grade, the current one marked. */
function OrderComicsList({
  rollup,
  isLoading,
  current,
}: {
  rollup: TOrderRollup | undefined;
  isLoading: boolean;
  current: TComic;
}) {
  if (isLoading) return <Loader size="sm" />;
  if (!rollup) return null;
  return (
    <nav aria-label="Comics in this order">
      <Text size="sm" fw={600} mb={4}>
        Comics in this order ({rollup.comics.length})
      </Text>
      <ScrollArea.Autosize mah={260} type="auto">
        <Stack gap={2}>
          {rollup.comics.map((c) => {
            const isCurrent = c.id === current.id;
            const grade = c.reject ? "Reject" : c.partialGrade ? "Raw" : gradeText(c.grade);
            return (
              <Link
                key={c.id}
                to="/orders/$id/$sub"
                params={{ id: rollup.order.id, sub: c.id }}
                aria-current={isCurrent ? "page" : undefined}
                data-rollup-comic={c.id}
                style={{
                  display: "block",
                  padding: "3px 6px",
                  borderRadius: 4,
                  textDecoration: "none",
                  color: "inherit",
                  background: isCurrent ? "var(--mantine-color-blue-light)" : undefined,
                  fontWeight: isCurrent ? 600 : undefined,
                }}
              >
                <Group gap={6} wrap="nowrap">
                  <Text span size="xs" ff="monospace">
                    {c.id}
                  </Text>
                  <Text span size="xs" truncate style={{ flex: 1 }}>
                    {c.title}
                    {c.issue ? ` #${c.issue}` : ""}
                  </Text>
                </Group>
                <Text size="xs" c="gray.7" pl={30}>
                  {[statusLabel(c.status), grade, c.category].filter(Boolean).join(" · ")}
                </Text>
              </Link>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </nav>
  );
}
