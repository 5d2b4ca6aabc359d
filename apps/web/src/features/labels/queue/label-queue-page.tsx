// /manage/labels: the signed-in worker's label queue (administration §2, §3 "Worker label queue", §4
// "Label queue", §5 "Label scan"; issue 17). The collectible type lives in the address (?type=Manga).
// A tier is scanned in (the domain's label-scan rule answers at once, the server's message otherwise),
// its comics fall into the grade buckets, "Generate labels" writes the PDF that stays downloadable until
// the queue is cleared.
import type { TLabelQueue, TLabelType } from "@gbo/contracts/labels";
import { validateLabelScan } from "@gbo/domain/workflow";
import { Card, Group, Loader, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { TOAST_MS } from "../../../api/http-client";
import { useScanHandler } from "../../../shell/scan-handlers";
import { ScanBox } from "../../../ui/scan-box";
import { playScanSound, type ScanFeedback } from "../../../ui/scan-feedback";
import { addressChoice, useListAddress } from "../../../ui/use-list-address";
import { LABEL_TYPES, useAddToQueue, useLabelQueue } from "../labels-calls";
import { QueueBuckets, UnbucketedComics } from "./queue-buckets";
import { QueueOutput } from "./queue-output";
import { QueueTiers } from "./queue-tiers";

export const QUEUE_LOAD_FAILED = "The label queue could not be loaded.";

type QueueSearch = { type?: TLabelType };
const parseQueueSearch = (raw: Record<string, unknown>): QueueSearch => ({
  type: addressChoice(raw.type, LABEL_TYPES, "Comic"),
});

export function LabelQueuePage() {
  const [search, setSearch] = useListAddress("/manage/labels", parseQueueSearch);
  const type = search.type ?? "Comic";
  const queue = useLabelQueue(type);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Worker label queue
        </Title>
        <SegmentedControl
          aria-label="Collectible type"
          data={[...LABEL_TYPES]}
          value={type}
          onChange={(value) => setSearch({ type: value as TLabelType })}
        />
      </Group>
      <TierScan key={type} type={type} />
      {queue.data ? (
        <QueueView queue={queue.data} />
      ) : queue.isError ? (
        <Text c="red" role="alert">
          {QUEUE_LOAD_FAILED}
        </Text>
      ) : (
        <Loader size="sm" aria-label="Loading the label queue" />
      )}
    </Stack>
  );
}

/** The scan box: a tier scanned (or typed, then Enter) goes into this type's queue. */
function TierScan({ type }: { type: TLabelType }) {
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const add = useAddToQueue(type);

  function show(code: string, message: string, tone: ScanFeedback["tone"]) {
    setFeedback({ code, message, tone });
    playScanSound(tone);
  }

  function onScan(typed: string) {
    const code = typed.trim().toUpperCase();
    const checked = validateLabelScan(code);
    if (!checked.ok) {
      show(code, checked.message, "error");
      return;
    }
    const scanned = checked.value;
    add.mutate(code, {
      onSuccess: (change) => {
        // Queued, but some of its manga will not print (no listed label code): said in yellow.
        const isShort = change.queue.unbucketed.some(
          (c) => c.orderId.toUpperCase() === scanned.orderId && c.tierId.toUpperCase() === scanned.tierId,
        );
        show(code, change.message, isShort ? "warning" : "ok");
        notifications.show({
          color: isShort ? "yellow" : "green",
          autoClose: TOAST_MS,
          message: change.message,
        });
      },
      onError: (caught) => {
        const message = caught instanceof Error ? caught.message : String(caught);
        show(code, message, "error");
        notifications.show({ color: "red", autoClose: TOAST_MS, message });
      },
    });
  }

  // A tier barcode read outside the box belongs to this queue, not to the tier screen.
  useScanHandler((target) => {
    if (target.kind !== "tier") return false;
    onScan(`${target.orderId}-${target.tierId}`);
    return true;
  });

  return (
    <Card withBorder padding="md" radius="md">
      <ScanBox
        label="Scan tier"
        placeholder={`Scan or type the tier code (26-0A12345-SO) for the ${type} queue, then Enter`}
        onScan={onScan}
        feedback={feedback}
        isScanning={add.isPending}
      />
    </Card>
  );
}

function QueueView({ queue }: { queue: TLabelQueue }) {
  const labels = queue.buckets.reduce((sum, bucket) => sum + bucket.comics.length, 0);
  const pages = queue.buckets.reduce((sum, bucket) => sum + bucket.pages, 0);
  if (queue.tiers.length === 0 && !queue.pdfName) {
    return (
      <Card withBorder padding="lg" radius="md" data-queue-empty>
        <Text fw={600}>The {queue.collectibleType} label queue is empty.</Text>
        <Text size="sm" c="dimmed">
          Scan a tier above to add its comics' labels.
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" data-queue-totals>
        {queue.tiers.length} {queue.tiers.length === 1 ? "tier" : "tiers"} · {labels}{" "}
        {labels === 1 ? "label" : "labels"} · {pages} {pages === 1 ? "page" : "pages"} to print
      </Text>
      <QueueOutput queue={queue} labels={labels} />
      <QueueTiers queue={queue} />
      <UnbucketedComics comics={queue.unbucketed} />
      <QueueBuckets buckets={queue.buckets} />
    </Stack>
  );
}
