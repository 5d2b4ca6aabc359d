import type { TQueueKey } from "@gbo/contracts/orders";
import { statusLabel } from "@gbo/domain/workflow";
import { Alert, Anchor, Button, Group, Kbd, Loader, Stack, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { isEditableElement, SCAN_KEY_GAP_MS } from "../../../shell/scan-buffer";
import { daysLeftText } from "../../../ui/format";
import { useNextTier } from "../api/get-next-tier";

/** The key that opens the next tier from anywhere on the screen (outside a text field). */
export const NEXT_KEY = "n";

export type CompletedTier = { orderId: string; tierId: string; toStatus: string | null };

/**
 * After a completion: what happened, and the most urgent tier waiting at this station, one key away
 * (N anywhere, or Enter on the focused button). The worker's hands stay on the scanner and keyboard.
 */
export function NextOffer({
  done,
  queue,
  queuePath,
  station,
  steps,
}: {
  done: CompletedTier;
  queue: TQueueKey;
  queuePath: string;
  station: string;
  steps: readonly string[] | null;
}) {
  const navigate = useNavigate();
  const next = useNextTier(queue, steps, done);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const row = next.data ?? null;
  const target = row?.tierId ? `/orders/${row.orderId}/${row.tierId}` : null;

  useEffect(() => {
    if (!target) return;
    buttonRef.current?.focus();
    let lastKeyTime = Number.NEGATIVE_INFINITY;
    function onKeyDown(event: KeyboardEvent) {
      const time = performance.now();
      // An N inside a barcode reader's burst (an order id such as 26-0N12345) is part of a scan.
      const isInBurst = time - lastKeyTime <= SCAN_KEY_GAP_MS;
      lastKeyTime = time;
      if (event.key.toLowerCase() !== NEXT_KEY || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isInBurst || isEditableElement(event.target)) return;
      event.preventDefault();
      void navigate({ to: target as string });
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [target, navigate]);

  return (
    <Alert color="green" variant="light" p="sm" data-next-offer>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Tier {done.tierId} of {done.orderId} is done
          {done.toStatus ? ` — on to ${statusLabel(done.toStatus)}` : ""}.
        </Text>
        {next.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Looking for the next tier at {station}…</Text>
          </Group>
        ) : target && row ? (
          <Group gap="sm">
            <Button
              ref={buttonRef}
              color="green"
              rightSection={<IconArrowRight size={16} />}
              aria-keyshortcuts="N"
              onClick={() => void navigate({ to: target })}
            >
              Next: {row.orderId} {row.tierId} ({daysLeftText(row.daysLeft)})&nbsp;
              <Kbd size="xs">N</Kbd>
            </Button>
            <Anchor component={Link} to={queuePath} size="sm">
              Back to the {station} queue
            </Anchor>
          </Group>
        ) : (
          <Group gap="sm">
            <Text size="sm">Nothing else is waiting at {station}.</Text>
            <Anchor component={Link} to={queuePath} size="sm">
              Back to the {station} queue
            </Anchor>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
