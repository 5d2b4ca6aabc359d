// What is left to scan at a station (issue 10 point 3): the unscanned items first, one compact row
// each, with "11 left" and a progress bar; the scanned ones folded below under "Scanned 4 of 15",
// shown as their numbers until the worker opens them. The tier and shipping screens share it.
import { Badge, Button, Group, Progress, Stack, Table, Text } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";

export type WorkItem = {
  /** Also the row's `data-comic-row` (the comic's sequence, "001"). */
  id: string;
  isScanned: boolean;
  /** The certification number, usually a link to the item's screen. */
  cert: ReactNode;
  title: string;
  detail?: string | null;
  /** The status as a word ("Heat seal"). */
  status: string;
  /** Already formatted ("9.8", "Raw", a Reject badge), or null when not graded ("—"). */
  grade: ReactNode | null;
  /** The station's own step for this item (issue 29), when the panel has a `stepLabel` column. */
  step?: { state: string; isDone: boolean; lacks: readonly string[] };
  /** Exceptions worth a badge (reject, pressing failed). */
  flags?: ReactNode;
  /** What the folded badge adds to the number ("9.8", "Raw", "Reject"): a graded tier reads its grades folded. */
  outcome?: string | null;
};

function StepCell({ step }: { step: NonNullable<WorkItem["step"]> }) {
  const lacks = step.lacks.join(", ");
  return (
    <Text
      span
      size="sm"
      fw={600}
      c={step.isDone && !lacks ? "green" : "orange"}
      title={lacks || undefined}
      data-step-done={(step.isDone && !lacks) || undefined}
    >
      {step.state}
    </Text>
  );
}

function WorkRows({
  items,
  label,
  stepLabel,
}: {
  items: readonly WorkItem[];
  label: string;
  stepLabel?: string;
}) {
  return (
    <Table verticalSpacing={3} horizontalSpacing="xs" fz="sm" aria-label={label} withRowBorders>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Cert #</Table.Th>
          <Table.Th>Title</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Grade</Table.Th>
          {stepLabel ? <Table.Th>{stepLabel}</Table.Th> : null}
          <Table.Th>Scan</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id} data-comic-row={item.id} data-scanned={item.isScanned || undefined}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{item.cert}</Table.Td>
            {/* Takes the room that is left and cuts the title there, so a row stays one line. */}
            <Table.Td style={{ width: "100%", maxWidth: 0 }}>
              <Text
                size="sm"
                truncate="end"
                title={item.detail ? `${item.title} · ${item.detail}` : item.title}
              >
                {item.title}
                {item.detail ? (
                  <Text span size="xs" c="dimmed">
                    {" "}
                    · {item.detail}
                  </Text>
                ) : null}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              <Group gap={4} wrap="nowrap">
                <Text span size="sm">
                  {item.status}
                </Text>
                {item.flags}
              </Group>
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{item.grade ?? "—"}</Table.Td>
            {stepLabel ? (
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {item.step ? <StepCell step={item.step} /> : null}
              </Table.Td>
            ) : null}
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              {item.isScanned ? (
                <Text span size="sm" c="green.9" fw={600}>
                  Scanned
                </Text>
              ) : (
                <Text span size="sm" c="gray.7">
                  Not scanned
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * `stepLabel` adds the station's own step as a column ("Grading", "Pictures"); `counter` says what the
 * station counts ("Graded 4 of 12"), beside what is left to scan.
 */
export function WorkPanel({
  items,
  noun = "items",
  stepLabel,
  counter,
}: {
  items: readonly WorkItem[];
  noun?: string;
  stepLabel?: string;
  counter?: string;
}) {
  const left = items.filter((item) => !item.isScanned);
  const scanned = items.filter((item) => item.isScanned);
  // Scanned items whose station step is still open stay in sight until the worker folds them.
  const hasOpenStep = scanned.some((item) => item.step && (!item.step.isDone || item.step.lacks.length > 0));
  const [openChoice, setIsOpen] = useState<boolean | null>(null);
  const isOpen = openChoice ?? hasOpenStep;
  const total = items.length;
  const scannedText = `Scanned ${scanned.length} of ${total}`;
  return (
    <Stack gap={6} data-work-panel>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fw={700} size="lg" data-items-left={left.length}>
          {left.length === 0 ? `All ${total} scanned` : `${left.length} left`}
        </Text>
        {counter ? (
          <Text fw={700} size="lg" data-station-counter style={{ whiteSpace: "nowrap" }}>
            {counter}
          </Text>
        ) : null}
        <Progress
          value={total === 0 ? 0 : (scanned.length / total) * 100}
          color={left.length === 0 ? "green" : "station"}
          aria-label={scannedText}
          size="lg"
          style={{ flex: 1, maxWidth: 320 }}
        />
      </Group>
      {left.length > 0 ? (
        <WorkRows items={left} label={`${noun} not scanned yet`} stepLabel={stepLabel} />
      ) : null}
      {scanned.length === 0 ? (
        <Text size="sm" c="dimmed" data-scan-count>
          {scannedText}
        </Text>
      ) : (
        <>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            justify="flex-start"
            leftSection={isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            aria-expanded={isOpen}
            onClick={() => setIsOpen(!isOpen)}
            data-scan-count
            style={{ alignSelf: "flex-start" }}
          >
            {scannedText}
          </Button>
          {isOpen ? (
            <WorkRows items={scanned} label={`Scanned ${noun}`} stepLabel={stepLabel} />
          ) : (
            <Group gap={4} aria-label={`Scanned ${noun}`} role="list">
              {scanned.map((item) => (
                <Badge
                  key={item.id}
                  role="listitem"
                  data-comic-row={item.id}
                  data-scanned
                  color="green"
                  variant="light"
                  radius="sm"
                  ff="monospace"
                  tt="none"
                >
                  {item.outcome ? `${item.id} · ${item.outcome}` : item.id}
                </Badge>
              ))}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
