// Scanning comics into a tier or an order. Scans arrive faster than answers: they are sent one after
// another, each with the newest version, and a scan refused as stale (another station wrote to the
// order meanwhile) is retried once after the order is read again. Each outcome is told once: the line
// under the scan box and a beep (ui/scan-feedback), never a toast over the list being checked.
// At PreGrade and Finalize grading is one pass (issue 29): a comic of the tier scanned there opens its
// grade view instead, and saving its grade counts it (the server marks it scanned then), so no scan call
// is sent: a comic opened and left ungraded stays unprocessed, as the station's gate wants.
import type { TTierDetail } from "@gbo/contracts/orders";
import { isGradingStatus } from "@gbo/domain/grading";
import { validateTierScan } from "@gbo/domain/workflow";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { playScanSound, type ScanFeedback } from "../../ui/scan-feedback";
import {
  applyActionResult,
  cachedOrderVersion,
  isStaleVersionError,
  NO_VERSION_MESSAGE,
} from "./api/order-action";
import { scanComic } from "./api/order-calls";
import { orderKeys } from "./api/order-keys";

export type { ScanFeedback };

type ScanComic = { id: string; scanned: boolean };

/** Whether the tier is at a grading station, as the tier screen last read it. */
function isGradingTier(queryClient: QueryClient, orderId: string, tierId: string | null): boolean {
  if (!tierId) return false;
  const status = queryClient.getQueryData<TTierDetail>(orderKeys.tier(orderId, tierId))?.tier.status;
  return status !== undefined && isGradingStatus(status);
}

export function useComicScanner(options: {
  orderId: string;
  tierId: string | null;
  /** The comics a scan may match (the tier's, or the order's at shipping). */
  comics: readonly ScanComic[];
}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const [pending, setPending] = useState(0);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const comicsRef = useRef(options.comics);
  comicsRef.current = options.comics;
  const { orderId, tierId } = options;

  function report(next: ScanFeedback) {
    setFeedback(next);
    playScanSound(next.tone);
  }

  async function send(code: string, isRetry: boolean): Promise<void> {
    if (isRetry) {
      await queryClient
        .refetchQueries({ queryKey: orderKeys.order(orderId), type: "active" })
        .catch(() => {});
    }
    const version = cachedOrderVersion(queryClient, orderId);
    if (version === undefined) throw new Error(NO_VERSION_MESSAGE);
    try {
      const result = await scanComic(orderId, { code, tierId, version });
      applyActionResult(queryClient, result);
      report({ code, message: result.message, tone: result.isWarning ? "warning" : "ok" });
    } catch (error) {
      if (isStaleVersionError(error) && !isRetry) return send(code, true);
      throw error;
    }
  }

  /** Checks the scan at once (spec messages), then queues it for the server. */
  function scan(text: string) {
    const code = text.trim();
    const checked = validateTierScan(code, {
      orderId,
      comics: comicsRef.current.map((comic) => ({ seq: comic.id, isScanned: comic.scanned })),
    });
    if (!checked.ok) {
      report({ code, message: checked.message, tone: "error" });
      return;
    }
    if (isGradingTier(queryClient, orderId, tierId)) {
      // Already graded ("already scanned") still opens: a grade is corrected where it was given.
      void router.navigate({ href: `/orders/${orderId}/${checked.value.seq}/grade` });
      return;
    }
    if (checked.value.warning) {
      report({ code, message: checked.value.warning, tone: "warning" });
      return;
    }
    setPending((count) => count + 1);
    chain.current = chain.current
      .then(() => send(checked.value.uniqueId, false))
      .catch((error: unknown) => {
        report({ code, message: error instanceof Error ? error.message : String(error), tone: "error" });
      })
      .finally(() => setPending((count) => count - 1));
  }

  /** `report` lets a screen tell its own scans on the same line (a carrier barcode at shipping). */
  return { scan, report, feedback, isScanning: pending > 0 };
}
