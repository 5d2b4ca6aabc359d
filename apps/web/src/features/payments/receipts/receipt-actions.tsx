// Receipts (issue 12 point 6): the order's or one payment's receipt as a PDF, opened in a new tab where
// the browser prints it, and the receipt print to the printer service on the worker's own machine
// (submissions-pricing §7; its failure text §8).
import type { TOrderSummary } from "@gbo/contracts/orders";
import { PRINTER_NOT_RUNNING } from "@gbo/domain/messages";
import { TRANSACTION_TYPE_LABELS } from "@gbo/domain/workflow";
import { Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileTypePdf, IconPrinter } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { TOAST_MS } from "../../../api/http-client";
import { money } from "../../../ui/format";
import { openPdf } from "../../../ui/open-pdf";
import { paymentsConfigQueryOptions } from "../api/get-payments-config";
import { fetchReceiptPdf, getReceiptPrintJob, postToPrinter } from "./receipt-calls";

export const RECEIPT_SENT_MESSAGE = "Receipt sent to the printer";
const toast = (message: string, color: "red" | "green") =>
  notifications.show({ message, color, autoClose: TOAST_MS });

/**
 * Without `transactionId`: the order's "Receipt PDF" and "Print receipt" (to the local printer
 * service). With it: that payment's receipt PDF, as a small button for its row.
 */
export function ReceiptActions({
  summary,
  transactionId,
}: {
  summary: TOrderSummary;
  transactionId?: number;
}) {
  const orderId = summary.order.id;
  const queryClient = useQueryClient();
  const [isOpening, setIsOpening] = useState(false);
  const [isPrinting, setIsPrinting] = useState(false);

  async function onOpenPdf() {
    setIsOpening(true);
    const fileName =
      transactionId === undefined
        ? `receipt-${orderId}.pdf`
        : `receipt-${orderId}-payment-${transactionId}.pdf`;
    await openPdf(() => fetchReceiptPdf(orderId, transactionId), fileName);
    setIsOpening(false);
  }

  async function onPrint() {
    setIsPrinting(true);
    try {
      // Failures of our own server's calls are shown by the API client; only the printer's are ours.
      const [job, config] = await Promise.all([
        getReceiptPrintJob(orderId),
        queryClient.fetchQuery(paymentsConfigQueryOptions()),
      ]).catch(() => [null, null] as const);
      if (!job || !config) return;
      try {
        await postToPrinter(config.receiptPrinterUrl, job);
      } catch {
        toast(PRINTER_NOT_RUNNING, "red");
        return;
      }
      toast(RECEIPT_SENT_MESSAGE, "green");
    } finally {
      setIsPrinting(false);
    }
  }

  if (transactionId !== undefined) {
    const entry = summary.transactions.find((t) => t.id === transactionId);
    const what = entry
      ? `${money(entry.amount, summary.order.countryCode)} ${entry.description ?? TRANSACTION_TYPE_LABELS[entry.transType]}`
      : `payment ${transactionId}`;
    return (
      <Button
        size="compact-xs"
        variant="light"
        onClick={onOpenPdf}
        loading={isOpening}
        aria-label={`Receipt PDF for ${what}`}
      >
        Receipt
      </Button>
    );
  }
  return (
    <Group gap="xs" justify="flex-end" data-receipt-actions>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        onClick={onOpenPdf}
        loading={isOpening}
      >
        Receipt PDF
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={onPrint}
        loading={isPrinting}
      >
        Print receipt
      </Button>
    </Group>
  );
}
