import type { TComic } from "@gbo/contracts/orders";
import { Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { money, shortDay } from "../../../ui/format";
import { gradeText } from "../../orders";

const NONE = "—";

function joined(lines: readonly (string | null | undefined)[]): string {
  const text = lines.filter(Boolean).join(", ");
  return text || NONE;
}

function flagsOf(comic: TComic): string[] {
  return [
    comic.pressed ? "Pressed" : null,
    comic.pressFailed ? "Pressing failed" : null,
    comic.reject ? "Reject" : null,
    comic.partialGrade ? "Raw grade" : null,
    comic.artwork ? "Artwork" : null,
    comic.isSlab ? "Slab" : null,
    comic.isWitnessedSignature ? "Witnessed signature" : null,
  ].filter((flag): flag is string => flag !== null);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={140} fw={600} c="gray.7" style={{ verticalAlign: "top" }}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Every field a station reads about the comic; the views that change them come with their actions. */
export function ComicDetails({ comic, countryCode }: { comic: TComic; countryCode: string | null }) {
  const flags = flagsOf(comic);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Title order={2} size="h5">
          Details
        </Title>
        <Table verticalSpacing={3} fz="sm" aria-label="Comic details" withRowBorders>
          <Table.Tbody>
            <Row label="Title">{comic.title}</Row>
            <Row label="Issue">{comic.issue ?? NONE}</Row>
            <Row label="Year">{comic.displayYear ?? comic.year ?? NONE}</Row>
            <Row label="Publisher">{comic.publisher ?? NONE}</Row>
            <Row label="Variant">{comic.variant ?? NONE}</Row>
            <Row label="Tier">
              <Text span ff="monospace" inherit>
                {comic.tierId}
              </Text>
              {comic.tierLabel && comic.tierLabel !== comic.tierId ? ` · ${comic.tierLabel}` : ""}
            </Row>
            <Row label="Grade">
              <Text span fw={700} inherit data-comic-grade>
                {gradeText(comic.grade) ?? NONE}
              </Text>
            </Row>
            <Row label="Category">{comic.category ?? NONE}</Row>
            <Row label="Page quality">{comic.pageQuality ?? NONE}</Row>
            <Row label="Restoration">{comic.restoration ?? NONE}</Row>
            <Row label="Signees">
              {comic.signees.length === 0
                ? NONE
                : comic.signees.map((signee, index) => (
                    // Signees have no id of their own; their order is what the label prints.
                    // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity here
                    <div key={index}>{joined([signee.line1, signee.line2])}</div>
                  ))}
            </Row>
            <Row label="Signatures">
              {comic.signatures.length === 0 ? (
                NONE
              ) : (
                <Stack gap={2}>
                  {comic.signatures.map((signature) => (
                    <Group key={signature.id} gap={6} wrap="nowrap">
                      <Badge size="sm" radius="sm" variant="light">
                        {signature.type}
                      </Badge>
                      <Text span size="sm">
                        {signature.name}
                      </Text>
                      <Text span size="sm" c={signature.valid ? "green.9" : "red.9"}>
                        {signature.valid ? "valid" : "not valid"}
                      </Text>
                      <Text span size="sm" c="gray.7">
                        {shortDay(signature.date)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Row>
            <Row label="Artists">{joined(comic.artists)}</Row>
            <Row label="Key comments">{joined(comic.keyComments)}</Row>
            <Row label="Notes">
              {comic.notes.length === 0
                ? NONE
                : comic.notes.map((note) => (
                    <div key={`${note.date}-${note.author}`}>
                      {note.description}{" "}
                      <Text span size="xs" c="gray.7">
                        ({note.author}, {shortDay(note.date)})
                      </Text>
                    </div>
                  ))}
            </Row>
            <Row label="Insured">{countryCode ? money(comic.insured, countryCode) : NONE}</Row>
            <Row label="Flags">
              {flags.length === 0 ? (
                NONE
              ) : (
                <Group gap={4}>
                  {flags.map((flag) => (
                    <Badge key={flag} size="sm" radius="sm" color="gray" variant="outline">
                      {flag}
                    </Badge>
                  ))}
                </Group>
              )}
            </Row>
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
