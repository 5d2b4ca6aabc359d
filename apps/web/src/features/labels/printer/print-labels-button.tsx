// Prints labels on a label printer of this machine (the local label service) or of the lab (registered
// devices), or says how to print the PDF when none is found (administration §5 "needs a connected label
// printer", §8 texts, label printer errors shown 3000 ms). The job is followed until it finishes.
import type { TLabelText } from "@gbo/contracts/labels";
import { buildPrintParamsXml, labelPrintBatches } from "@gbo/domain/labels";
import { labelPrintJobFailed, NO_LABEL_PRINTER_FOUND, NO_RAW_LABELS_TO_PRINT } from "@gbo/domain/messages";
import { Alert, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPrinter } from "@tabler/icons-react";
import { useState } from "react";
import { useIdentity } from "../../../auth/session";
import { LabelPrinterError } from "./label-printer-error";
import { labelService, registeredPrinterUris } from "./label-service";
import type { PrintJobStatus } from "./label-service-client";
import { type LabelPrinter, printersToOffer } from "./printers-xml";

/** §8 "Label printer errors show for 3000 ms." */
export const LABEL_PRINTER_ERROR_MS = 3000;
/**
 * The PDF button's name wherever labels print (the queue and a comic's labels view), which the
 * no-printer hint names: the dialog once said "Label PDF" beside a button reading "Download PDF".
 */
export const PDF_BUTTON_NAME = "Download PDF";
export const NO_PRINTER_HINT = `Use ${PDF_BUTTON_NAME} instead: the PDF prints on any printer.`;
export const LABELS_PRINTED = "Labels printed";

export type PrintLabelsButtonProps = {
  /** The labels to print, in order. */
  labels: readonly TLabelText[];
  disabled?: boolean;
};

const showError = (message: string) =>
  notifications.show({ message, color: "red", autoClose: LABEL_PRINTER_ERROR_MS });

const messageOf = (caught: unknown) =>
  caught instanceof LabelPrinterError
    ? caught.message
    : caught instanceof Error
      ? caught.message
      : String(caught);

const printerLabel = (p: LabelPrinter) => (p.remoteUri ? `${p.name} (lab)` : p.name);

export function PrintLabelsButton({ labels, disabled }: PrintLabelsButtonProps) {
  const claims = useIdentity()?.claims ?? [];
  const [isOpen, setIsOpen] = useState(false);
  const [isFinding, setIsFinding] = useState(false);
  const [printers, setPrinters] = useState<LabelPrinter[]>([]);
  const [printerName, setPrinterName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isPrinting, setIsPrinting] = useState(false);
  const [status, setStatus] = useState<PrintJobStatus | null>(null);

  const fail = (message: string) => {
    setProblem(message);
    showError(message);
  };

  async function onOpen() {
    if (labels.length === 0) {
      showError(NO_RAW_LABELS_TO_PRINT);
      return;
    }
    setIsOpen(true);
    setProblem(null);
    setStatus(null);
    setIsFinding(true);
    try {
      const offered = printersToOffer(await labelService().getPrinters(await registeredPrinterUris(claims)));
      setPrinters(offered);
      setPrinterName((current) =>
        offered.some((p) => p.name === current) ? current : (offered[0]?.name ?? null),
      );
      if (offered.length === 0) fail(NO_LABEL_PRINTER_FOUND);
    } catch (caught) {
      setPrinters([]);
      fail(messageOf(caught));
    } finally {
      setIsFinding(false);
    }
  }

  async function onPrint() {
    const printer = printers.find((p) => p.name === printerName);
    if (!printer) return fail(NO_LABEL_PRINTER_FOUND);
    const batches = labelPrintBatches(labels, { continuous: printer.printerType === "TapePrinter" });
    const params = buildPrintParamsXml(printer, {
      jobTitle: `Labels ${labels[0]?.certification ?? ""}`.trim(),
    });
    if (!batches.ok) return fail(batches.message);
    if (!params.ok) return fail(params.message);
    setProblem(null);
    setIsPrinting(true);
    try {
      for (const batch of batches.value) {
        const job = await labelService().printLabel2(printer.name, {
          printParamsXml: params.value,
          labelXml: batch.labelXml,
          labelSetXml: batch.labelSetXml,
        });
        const final = await labelService().waitForJob(job, setStatus);
        if (final.status !== 2) return fail(labelPrintJobFailed(final.statusMessage));
      }
      notifications.show({ message: LABELS_PRINTED, color: "green", autoClose: LABEL_PRINTER_ERROR_MS });
    } catch (caught) {
      fail(messageOf(caught));
    } finally {
      setIsPrinting(false);
    }
  }

  const count = labels.length;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={() => void onOpen()}
        disabled={disabled}
        loading={isFinding && !isOpen}
      >
        {count === 1 ? "Print label" : `Print ${count} labels`}
      </Button>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title="Print on a label printer" centered>
        <Stack gap="sm">
          {isFinding ? <Text size="sm">Looking for the label printer…</Text> : null}
          {printers.length > 0 ? (
            <Select
              label="Label printer"
              data={printers.map((p) => ({ value: p.name, label: printerLabel(p) }))}
              value={printerName}
              onChange={setPrinterName}
              allowDeselect={false}
              disabled={isPrinting}
            />
          ) : null}
          {problem ? (
            <Alert color="red" title={problem} data-print-problem>
              {problem === NO_LABEL_PRINTER_FOUND ? NO_PRINTER_HINT : null}
            </Alert>
          ) : null}
          {status ? (
            <Text size="sm" aria-live="polite" data-print-status={status.statusMessage}>
              Job {status.jobId} on {status.printerName}: {status.statusMessage}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsOpen(false)}>
              Close
            </Button>
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => void onPrint()}
              loading={isPrinting}
              disabled={!printerName || isFinding}
            >
              {count === 1 ? "Print label" : `Print ${count} labels`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
