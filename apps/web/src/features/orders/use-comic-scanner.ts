// Scanning comics into a tier or an order. Scans arrive faster than answers: they are sent one after
// another, each with the newest version, and a scan refused as stale (another station wrote to the
// order meanwhile) is retried once after the order is read again.
import { validateTierScan } from "@gbo/domain/workflow";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { TOAST_MS } from "../../api/http-client";
import {
  applyActionResult,
  cachedOrderVersion,
  isStaleVersionError,
  NO_VERSION_MESSAGE,
} from "./api/order-action";
import { scanComic } from "./api/order-calls";
import { orderKeys } from "./api/order-keys";

export type ScanFeedback = { code: string; message: string; tone: "ok" | "warning" | "error" };

type ScanComic = { id: string; scanned: boolean };

export function useComicScanner(options: {
  orderId: string;
  tierId: string | null;
  /** The comics a scan may match (the tier's, or the order's at shipping). */
  comics: readonly ScanComic[];
}) {
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const [pending, setPending] = useState(0);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const comicsRef = useRef(options.comics);
  comicsRef.current = options.comics;
  const { orderId, tierId } = options;

  function report(next: ScanFeedback) {
    setFeedback(next);
    const color = next.tone === "ok" ? "green" : next.tone === "warning" ? "yellow" : "red";
    notifications.show({ message: next.message, color, autoClose: TOAST_MS });
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

  return { scan, feedback, isScanning: pending > 0 };
}
