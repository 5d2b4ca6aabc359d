// /orders/{id}/{comicId}/labels (workflow §2 labels child view): the label proof (the label drawn as it
// prints, with its barcode), printing it on a label printer, its PDF, a relabel, and the tier's labels
// verification. The text rules are the domain's (labels).
import type { TComic } from "@gbo/contracts/orders";
import { hasClaim } from "@gbo/domain/claims";
import { LABEL_LINE_LENGTH, labelText } from "@gbo/domain/labels";
import { canDoOrderAction, type OrderStatus, statusLabel, type TierStatus } from "@gbo/domain/workflow";
import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { IconFileTypePdf, IconRefresh } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIdentity } from "../../../auth/session";
import { openPdf } from "../../../ui/open-pdf";
import { ReasonDialog } from "../../../ui/reason-dialog";
import {
  fetchComicLabelPdf,
  LabelProof,
  PDF_BUTTON_NAME,
  PrintLabelsButton,
  relabelComicPdf,
  verifyLabels,
} from "../../labels";
import { orderKeys, useOrder, useOrderAction } from "../../orders";
import type { ComicViewProps } from "../components/view-props";

export function LabelsView({ comic }: ComicViewProps) {
  return (
    <Stack gap="sm">
      <LabelCard comic={comic} />
      <LabelsVerification comic={comic} />
    </Stack>
  );
}

/** The label as it will be printed, and (for a labels worker) printing, its PDF and a relabel. */
export function LabelCard({ comic }: { comic: TComic }) {
  const label = labelText(comic);
  const claims = useIdentity()?.claims ?? [];
  return (
    <Paper
      withBorder
      radius="sm"
      p="md"
      component="section"
      aria-labelledby="label-preview-title"
      style={{ borderWidth: 2, borderColor: "var(--mantine-color-dark-4)" }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h5" id="label-preview-title">
            Label preview
          </Title>
          <Text size="xs" c="gray.7">
            Title: {LABEL_LINE_LENGTH} characters a line, broken between words
          </Text>
        </Group>
        <LabelProof label={label} />
        {label.grade === null ? (
          <Text size="sm" c="red.9">
            This comic has no grade yet: the label would print without one.
          </Text>
        ) : null}
        {hasClaim(claims, "labels") ? <LabelActions comic={comic} label={label} /> : null}
      </Stack>
    </Paper>
  );
}

function LabelActions({ comic, label }: { comic: TComic; label: ReturnType<typeof labelText> }) {
  const [isOpening, setIsOpening] = useState(false);
  const [isRelabelOpen, setIsRelabelOpen] = useState(false);
  const [isRelabeling, setIsRelabeling] = useState(false);
  const queryClient = useQueryClient();

  async function onPdf() {
    setIsOpening(true);
    await openPdf(() => fetchComicLabelPdf(comic.uniqueId), `label-${comic.uniqueId}.pdf`);
    setIsOpening(false);
  }

  async function onRelabel(reason: string) {
    setIsRelabeling(true);
    await openPdf(() => relabelComicPdf(comic.orderId, comic.id, reason), `relabel-${comic.uniqueId}.pdf`);
    setIsRelabeling(false);
    setIsRelabelOpen(false);
    // The relabel is written to the order (its log, a new version): the comic's history, read from the
    // order log, shows it now rather than after a reload (issue 29 §6), and the next write sends the new
    // version.
    await queryClient.invalidateQueries({ queryKey: orderKeys.order(comic.orderId) });
  }

  return (
    <Group gap="xs" data-label-actions>
      <PrintLabelsButton labels={[label]} />
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        onClick={() => void onPdf()}
        loading={isOpening}
      >
        {PDF_BUTTON_NAME}
      </Button>
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => setIsRelabelOpen(true)}
      >
        Relabel
      </Button>
      <ReasonDialog
        title={`Relabel ${comic.uniqueId}`}
        label="Reason (optional)"
        confirmLabel="Relabel"
        intro="A new label is made and the relabel is logged on the order."
        introTone="text"
        isOpen={isRelabelOpen}
        isPending={isRelabeling}
        validate={() => null}
        onClose={() => setIsRelabelOpen(false)}
        onConfirm={(reason) => void onRelabel(reason)}
      />
    </Group>
  );
}

/** The tier's "Labels verified" state; the switch at the Labels station for a worker who may set it. */
function LabelsVerification({ comic }: { comic: TComic }) {
  const order = useOrder(comic.orderId);
  const claims = useIdentity()?.claims ?? [];
  const tier = order.data?.tiers.find((t) => t.id === comic.tierId);
  const verify = useOrderAction(comic.orderId, (isVerified: boolean, version) =>
    verifyLabels(comic.tierId, { orderId: comic.orderId, isVerified, version }),
  );
  if (!order.data || !tier) return null;
  const mayVerify =
    tier.status === "Labels" &&
    canDoOrderAction(
      "labelsVerification",
      claims,
      order.data.order.status as OrderStatus,
      tier.status as TierStatus,
    );
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Labels verification">
      <Group justify="space-between">
        {mayVerify ? (
          <Switch
            label={`Labels verified (tier ${tier.id})`}
            checked={tier.labelsVerified}
            disabled={verify.isPending}
            onChange={(event) => verify.mutate(event.currentTarget.checked)}
          />
        ) : (
          <Text size="sm">
            Labels of tier {tier.id}: {tier.labelsVerified ? "verified" : "not verified"}
            {tier.status === "Labels" ? "" : ` (set at Labels; the tier is at ${statusLabel(tier.status)})`}
          </Text>
        )}
        <Badge color={tier.labelsVerified ? "green" : "gray"} variant="light">
          {tier.labelsVerified ? "Verified" : "Not verified"}
        </Badge>
      </Group>
    </Paper>
  );
}
