// What the queue prints: "Generate labels" writes the queue's PDF and makes the queue downloadable
// (administration §4): the PDF opens in a new tab, the label printer prints the same labels, and the
// queue can be cleared, but only once the PDF has pages ("only when the total page count is above 0").
import type { TLabelQueue } from "@gbo/contracts/labels";
import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileTypePdf, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError } from "../../../api";
import { TOAST_MS } from "../../../api/http-client";
import { confirmAction } from "../../../ui/confirm";
import { dateTime } from "../../../ui/format";
// One PDF-in-a-new-tab helper for the app (it lives with the receiving screen that had it first).
import { openPdf } from "../../../ui/open-pdf";
import { fetchLabelPdf, useClearQueue, useGenerateLabels } from "../labels-calls";
import { PDF_BUTTON_NAME, PrintLabelsButton } from "../printer/print-labels-button";

export const STALE_QUEUE_MESSAGE =
  "This label queue was changed elsewhere — it has been reloaded. Please check it and try again.";
export const CLEAR_NEEDS_PAGES = "Generate the labels first: a queue is cleared once its PDF has pages.";

const toast = (message: string, color: "green" | "red" | "yellow") =>
  notifications.show({ message, color, autoClose: TOAST_MS });

const failureToast = (caught: unknown) =>
  caught instanceof ApiError && caught.status === 409
    ? toast(STALE_QUEUE_MESSAGE, "yellow")
    : toast(caught instanceof Error ? caught.message : String(caught), "red");

export function QueueOutput({ queue, labels }: { queue: TLabelQueue; labels: number }) {
  const type = queue.collectibleType;
  const generate = useGenerateLabels(type);
  const clear = useClearQueue(type);
  const [isOpening, setIsOpening] = useState(false);
  const canClear = queue.totalPages > 0;
  const pdfName = queue.pdfName;

  function onGenerate() {
    generate.mutate(undefined, {
      onSuccess: (pdf) =>
        toast(`${pdf.labels} labels generated on ${pdf.totalPages} pages. The PDF is ready.`, "green"),
      onError: failureToast,
    });
  }

  async function onDownload(name: string) {
    setIsOpening(true);
    await openPdf(() => fetchLabelPdf(name), name);
    setIsOpening(false);
  }

  function onClear() {
    confirmAction({
      title: "Clear queue",
      message: `Clear the ${type} label queue? Its tiers and the generated PDF are taken off it.`,
      tone: "danger",
      onConfirm: () =>
        clear.mutate(queue.version, {
          onSuccess: (change) => toast(change.message, "green"),
          onError: failureToast,
        }),
    });
  }

  return (
    <Card withBorder padding="md" radius="md" data-queue-output={pdfName ? "downloadable" : "open"}>
      <Stack gap="sm">
        <Group gap="sm">
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={onGenerate}
            loading={generate.isPending}
            disabled={labels === 0}
            variant={pdfName ? "default" : "filled"}
          >
            {pdfName ? "Generate labels again" : "Generate labels"}
          </Button>
          {pdfName ? (
            <>
              <Button
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                onClick={() => void onDownload(pdfName)}
                loading={isOpening}
              >
                {PDF_BUTTON_NAME}
              </Button>
              <PrintLabelsButton labels={queue.buckets.flatMap((b) => b.comics.map((c) => c.label))} />
            </>
          ) : null}
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onClear}
            loading={clear.isPending}
            disabled={!canClear}
            title={canClear ? undefined : CLEAR_NEEDS_PAGES}
          >
            Clear queue
          </Button>
        </Group>
        {pdfName ? (
          <Text size="sm" data-generated-pages={queue.totalPages}>
            Generated PDF: {queue.totalPages} {queue.totalPages === 1 ? "page" : "pages"}
            {queue.generatedAt ? `, ${dateTime(queue.generatedAt)}` : ""}.
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {labels === 0
              ? "No labels to generate: the tiers' comics fit no bucket."
              : "Generate the labels to download the PDF or print them; the queue can be cleared after that."}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
