// The receiving check of a Submitted order (workflow §4 "Receiving: saved, then completed, or
// discarded"): per declared tier what the customer declared against what staff count in the box, a
// note, and Save, Complete receiving (confirm) and Discard (confirm 'Yes, discard', back to /receiving).
import type { TReceiving, TReceivingResult } from "@gbo/contracts/submissions";
import { CONFIRM_YES_COMPLETE, CONFIRM_YES_DISCARD } from "@gbo/domain/messages";
import { formatMoney } from "@gbo/domain/money";
import { Button, Group, NumberInput, Stack, Table, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { TOAST_MS } from "../../../api/http-client";
import { confirmAction } from "../../../ui/confirm";
import { orderKeys, queueKeys, reportActionError } from "../../orders";
import { discardOrder, saveReceiving } from "./receiving-calls";

type Counts = Record<string, number | "">;

/** Counted minus declared, or null while the tier is not counted. */
export function countDifference(declared: number, counted: number | "" | undefined): number | null {
  return counted === "" || counted === undefined ? null : counted - declared;
}

function differenceText(difference: number | null): string {
  if (difference === null) return "Not counted";
  if (difference === 0) return "Matches";
  return difference > 0 ? `${difference} more` : `${-difference} missing`;
}

/** The tiers whose count differs from the declaration, in words for the confirm question. */
export function mismatchSummary(check: TReceiving, counts: Counts): string[] {
  return check.tiers.flatMap((tier) => {
    const difference = countDifference(tier.count, counts[tier.id]);
    return difference === null || difference === 0
      ? []
      : [`${tier.id}: counted ${counts[tier.id]} of ${tier.count} declared`];
  });
}

export function ReceivingForm({ check, countryCode }: { check: TReceiving; countryCode: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [counts, setCounts] = useState<Counts>(() =>
    Object.fromEntries(check.tiers.map((tier) => [tier.id, check.counts[tier.id] ?? ""])),
  );
  const [note, setNote] = useState(check.note ?? "");
  const [busy, setBusy] = useState<"save" | "complete" | "discard" | null>(null);

  const declaredTotal = check.tiers.reduce((sum, tier) => sum + tier.count, 0);
  const countedTotal = check.tiers.reduce((sum, tier) => sum + (Number(counts[tier.id]) || 0), 0);

  async function run(kind: "save" | "complete" | "discard", write: () => Promise<TReceivingResult>) {
    setBusy(kind);
    try {
      const result = await write();
      notifications.show({
        message: `${result.orderId}: ${result.message}`,
        color: "green",
        autoClose: TOAST_MS,
      });
      void queryClient.invalidateQueries({ queryKey: orderKeys.order(check.orderId) });
      void queryClient.invalidateQueries({ queryKey: queueKeys.all });
      if (kind !== "save") void navigate({ to: "/receiving" });
    } catch (caught) {
      reportActionError(queryClient, check.orderId, caught);
    } finally {
      setBusy(null);
    }
  }

  const body = (complete: boolean) => ({
    version: check.version,
    counts: Object.fromEntries(
      Object.entries(counts).flatMap(([id, n]) => (n === "" ? [] : [[id, n] as const])),
    ),
    ...(note.trim() ? { note: note.trim() } : {}),
    ...(complete ? { complete: true } : {}),
  });

  function onComplete() {
    const mismatches = mismatchSummary(check, counts);
    confirmAction({
      title: "Complete receiving",
      message: (
        <Stack gap={4}>
          <Text size="sm">
            Order {check.orderId} moves to Invoicing with {countedTotal} of {declaredTotal} comics counted.
          </Text>
          {mismatches.map((line) => (
            <Text key={line} size="sm" c="red">
              {line}
            </Text>
          ))}
        </Stack>
      ),
      confirmLabel: CONFIRM_YES_COMPLETE,
      onConfirm: () => void run("complete", () => saveReceiving(check.orderId, body(true))),
    });
  }

  function onDiscard() {
    confirmAction({
      title: "Discard order",
      message: `Order ${check.orderId} is cancelled as never received. This cannot be undone.`,
      confirmLabel: CONFIRM_YES_DISCARD,
      tone: "danger",
      onConfirm: () => void run("discard", () => discardOrder(check.orderId, check.version)),
    });
  }

  return (
    <Stack gap="md">
      <Table striped withTableBorder data-receiving-table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tier</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th ta="right">Declared insured</Table.Th>
            <Table.Th ta="right">Declared</Table.Th>
            <Table.Th w={140}>Counted</Table.Th>
            <Table.Th>Difference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {check.tiers.map((tier) => {
            const difference = countDifference(tier.count, counts[tier.id]);
            return (
              <Table.Tr key={tier.id} data-tier={tier.id}>
                <Table.Td fw={600}>{tier.id}</Table.Td>
                <Table.Td>{tier.label}</Table.Td>
                <Table.Td ta="right">{formatMoney(tier.insured, countryCode)}</Table.Td>
                <Table.Td ta="right">{tier.count}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Counted ${tier.id}`}
                    size="xs"
                    min={0}
                    max={10_000}
                    allowDecimal={false}
                    allowNegative={false}
                    value={counts[tier.id] ?? ""}
                    onChange={(value) =>
                      setCounts((previous) => ({
                        ...previous,
                        [tier.id]: value === "" ? "" : Number(value),
                      }))
                    }
                  />
                </Table.Td>
                <Table.Td
                  data-difference={difference ?? "none"}
                  c={difference === null ? "dimmed" : difference === 0 ? "green.8" : "red.8"}
                  fw={difference ? 700 : 400}
                >
                  {differenceText(difference)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>Total comics</Table.Th>
            <Table.Th ta="right">{declaredTotal}</Table.Th>
            <Table.Th>{countedTotal}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Textarea
        label="Note"
        description="What was in the box: damage, missing or extra books, packing."
        autosize
        minRows={2}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Group justify="space-between">
        <Button
          color="red"
          variant="light"
          onClick={onDiscard}
          loading={busy === "discard"}
          disabled={busy !== null}
        >
          Discard
        </Button>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => void run("save", () => saveReceiving(check.orderId, body(false)))}
            loading={busy === "save"}
            disabled={busy !== null}
          >
            Save
          </Button>
          <Button onClick={onComplete} loading={busy === "complete"} disabled={busy !== null}>
            Complete receiving
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
