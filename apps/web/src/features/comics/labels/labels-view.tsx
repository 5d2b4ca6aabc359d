// /orders/{id}/{comicId}/labels (workflow §2 labels child view): what the printed label will say, drawn
// like the label, and the tier's labels verification. The text rules are the domain's (labels); the
// barcode and the printing itself come with a later issue.
import type { TComic } from "@gbo/contracts/orders";
import { LABEL_LINE_LENGTH, labelText } from "@gbo/domain/labels";
import { canDoOrderAction, type OrderStatus, statusLabel, type TierStatus } from "@gbo/domain/workflow";
import { Badge, Box, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useIdentity } from "../../../auth/session";
import { useOrder, useOrderAction } from "../../orders";
import { verifyLabels } from "../../tiers";
import type { ComicViewProps } from "../components/view-props";

const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export function LabelsView({ comic }: ComicViewProps) {
  return (
    <Stack gap="sm">
      <LabelCard comic={comic} />
      <LabelsVerification comic={comic} />
    </Stack>
  );
}

function Field({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text span size="xs" c="gray.7" tt="uppercase" w={90} style={{ flexShrink: 0 }}>
        {name}
      </Text>
      <Text span size="sm" ff={MONO} data-label-field={name}>
        {children}
      </Text>
    </Group>
  );
}

/** The label as it will be printed: title on two lines of 30, the grade box, the certification number. */
export function LabelCard({ comic }: { comic: TComic }) {
  const label = labelText(comic);
  const [line1, line2] = label.titleLines;
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
        <Group align="stretch" gap="md" wrap="nowrap">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Box
              aria-label="Label title"
              role="group"
              style={{ fontFamily: MONO, fontWeight: 700, fontSize: 16, lineHeight: 1.35 }}
            >
              <div data-label-line="1">{line1}</div>
              <div data-label-line="2" style={{ minHeight: "1.35em" }}>
                {line2}
              </div>
            </Box>
            <Text ff={MONO} size="sm" data-label-facts>
              {[label.issue, label.year, label.publisher].filter(Boolean).join("  ·  ") || "—"}
            </Text>
            {label.signees.length > 0 ? <Field name="Signed by">{label.signees.join("; ")}</Field> : null}
            {label.keyComments.length > 0 ? <Field name="Key">{label.keyComments.join("; ")}</Field> : null}
          </Stack>
          <Stack
            gap={2}
            align="center"
            justify="center"
            w={130}
            p="xs"
            style={{ border: "2px solid var(--mantine-color-dark-4)", borderRadius: 4, flexShrink: 0 }}
          >
            <Text ff={MONO} fw={800} fz={34} lh={1} data-label-grade>
              {label.grade ?? "—"}
            </Text>
            <Text size="xs" fw={700} tt="uppercase" ta="center" data-label-category>
              {label.category ?? "No category"}
            </Text>
          </Stack>
        </Group>
        <Group
          justify="space-between"
          pt="xs"
          style={{ borderTop: "1px dashed var(--mantine-color-gray-5)" }}
          wrap="nowrap"
        >
          <Field name="Cert #">{label.certification}</Field>
          <Text size="xs" c="gray.7">
            Barcode printed with the label
          </Text>
        </Group>
        {label.grade === null ? (
          <Text size="sm" c="red.9">
            This comic has no grade yet: the label would print without one.
          </Text>
        ) : null}
      </Stack>
    </Paper>
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
