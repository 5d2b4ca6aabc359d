import type { TComicSummary } from "@gbo/contracts/orders";
import { formatGrade } from "@gbo/domain/display";
import { statusLabel } from "@gbo/domain/workflow";
import { Badge, Group, Table, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { money } from "../../../ui/format";
import { StatusBadge } from "../../../ui/status-badge";
import { type WorkItem, WorkPanel } from "../../../ui/work-panel";

export function comicTitle(comic: TComicSummary): string {
  return [
    comic.title,
    comic.issue ? `#${comic.issue}` : null,
    comic.displayYear ? `(${comic.displayYear})` : null,
  ]
    .filter(Boolean)
    .join(" ");
}

/** Grades with one decimal ("9.0", "9.8"), as the domain formats them; null when there is none. */
export function gradeText(grade: number | null): string | null {
  return grade === null ? null : formatGrade(grade);
}

/**
 * The Grade column: the grade ("9.8"), "Raw" for a raw (partial) grade, a Reject badge for a rejected
 * comic, and null (shown "—") when it has none yet, so the three never read alike.
 */
export function gradeCell(comic: Pick<TComicSummary, "grade" | "partialGrade" | "reject">) {
  if (comic.reject) {
    return (
      <Badge color="red" size="sm" radius="sm" style={{ flexShrink: 0, overflow: "visible" }}>
        Reject
      </Badge>
    );
  }
  if (comic.partialGrade) return "Raw";
  return gradeText(comic.grade);
}

function comicFlags(comic: TComicSummary) {
  if (!comic.pressFailed) return null;
  return (
    <Badge color="orange" size="xs" radius="sm" style={{ flexShrink: 0 }}>
      Pressing failed
    </Badge>
  );
}

export type ComicStep = { state: string; isDone: boolean; lacks: readonly string[] };

/**
 * A station's comics as the shared work panel shows them: what is left first, scanned folded below.
 * `steps` (one per comic, in order) and `stepLabel` add the station's own step; `counter` says what the
 * station counts ("Graded 4 of 12").
 */
export function ComicsWorkPanel({
  orderId,
  comics,
  steps,
  stepLabel,
  counter,
}: {
  orderId: string;
  comics: readonly TComicSummary[];
  steps?: readonly ComicStep[];
  stepLabel?: string;
  counter?: string;
}) {
  if (comics.length === 0) return <Text c="dimmed">No comics have been entered yet.</Text>;
  const items: WorkItem[] = comics.map((comic, index) => ({
    id: comic.id,
    isScanned: comic.scanned,
    cert: (
      <Link to="/orders/$id/$sub" params={{ id: orderId, sub: comic.id }} data-comic-link={comic.id}>
        <Text span ff="monospace" size="sm">
          {comic.uniqueId}
        </Text>
      </Link>
    ),
    title: comicTitle(comic),
    detail: comic.variant,
    status: statusLabel(comic.status),
    grade: gradeCell(comic),
    outcome: comic.reject ? "Reject" : comic.partialGrade ? "Raw" : gradeText(comic.grade),
    flags: comicFlags(comic),
    ...(steps?.[index] ? { step: steps[index] } : {}),
  }));
  return <WorkPanel items={items} noun="comics" stepLabel={stepLabel} counter={counter} />;
}

/** Comics of an order or tier. Each opens its comic screen; `showScan` adds the station's scan state. */
export function ComicsTable({
  orderId,
  comics,
  countryCode,
  showTier = true,
  showScan = false,
  label = "Comics",
}: {
  orderId: string;
  comics: readonly TComicSummary[];
  countryCode: string;
  showTier?: boolean;
  showScan?: boolean;
  label?: string;
}) {
  if (comics.length === 0) return <Text c="dimmed">No comics have been entered yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cert #</Table.Th>
            {showTier ? <Table.Th>Tier</Table.Th> : null}
            <Table.Th>Title</Table.Th>
            <Table.Th>Publisher</Table.Th>
            {showScan ? <Table.Th>Scanned</Table.Th> : null}
            <Table.Th>Status</Table.Th>
            <Table.Th>Grade</Table.Th>
            <Table.Th ta="right">Insured</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {comics.map((comic) => (
            <Table.Tr
              key={comic.id}
              data-comic-row={comic.id}
              data-scanned={comic.scanned || undefined}
              bg={showScan && comic.scanned ? "var(--mantine-color-green-0)" : undefined}
            >
              <Table.Td>
                <Link
                  to="/orders/$id/$sub"
                  params={{ id: orderId, sub: comic.id }}
                  data-comic-link={comic.id}
                >
                  <Text span ff="monospace" size="sm">
                    {comic.uniqueId}
                  </Text>
                </Link>
              </Table.Td>
              {showTier ? <Table.Td ff="monospace">{comic.tierId}</Table.Td> : null}
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {comicTitle(comic)}
                </Text>
                {comic.variant ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {comic.variant}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{comic.publisher ?? ""}</Table.Td>
              {showScan ? (
                <Table.Td>
                  {comic.scanned ? (
                    <Badge color="green" variant="filled" size="sm" radius="sm">
                      Scanned
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="outline" size="sm" radius="sm" tt="none">
                      Not scanned
                    </Badge>
                  )}
                </Table.Td>
              ) : null}
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <StatusBadge status={comic.status} size="sm" />
                  {comic.pressFailed ? (
                    <Badge color="orange" size="sm" radius="sm">
                      Pressing failed
                    </Badge>
                  ) : null}
                  {comic.pressed ? (
                    <Badge color="indigo" variant="outline" size="sm" radius="sm">
                      Pressed
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {gradeCell(comic) ?? "—"}
                {comic.category && !(comic.partialGrade && comic.category === "Raw Grade") ? (
                  <Text span size="xs" c="dimmed">
                    {" "}
                    {comic.category}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{money(comic.insured, countryCode)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
