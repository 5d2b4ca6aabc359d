// The draft's comic lines: tier, book, quantity, insured value, add-ons and the line total the domain
// priced; edit, copy (the comic form prefilled, comicID 'new') and delete.
import { fastPassLabel, pressLabel } from "@gbo/domain/catalog";
import { formatMoney } from "@gbo/domain/money";
import type { Quote } from "@gbo/domain/pricing";
import { ActionIcon, Badge, Card, Group, Table, Text, Tooltip } from "@mantine/core";
import { IconCopy, IconPencil, IconTrash } from "@tabler/icons-react";
import { confirmAction } from "../../../ui/confirm";
import { STUCK_RIGHT } from "../../../ui/sticky-column";
import type { Draft, DraftComic } from "./draft-model";
import type { DraftUpdate } from "./use-draft";

function addOnsOf(comic: DraftComic): string[] {
  return [
    comic.reholder ? "Reholder" : "",
    comic.press ? pressLabel(comic.press) : "",
    comic.pressScreen ? "Press screen" : "",
    comic.fastPassValue ? fastPassLabel(comic.fastPassValue) : "",
    comic.gradeScreen ? `Grade screen ${comic.gradeScreen}` : "",
    comic.partialGrade ? "Partial grade" : "",
    comic.image ? "Image" : "",
    comic.international ? "International" : "",
    ...comic.signatures.map((s) => `${s.type}${s.name ? ` ${s.name}` : ""}`),
  ].filter(Boolean);
}

export function ComicsTable({
  draft,
  quote,
  update,
  onEdit,
  onCopy,
}: {
  draft: Draft;
  quote: Quote | undefined;
  update: DraftUpdate;
  onEdit: (index: number) => void;
  onCopy: (index: number) => void;
}) {
  const money = (cents: number) => formatMoney(cents, draft.countryCode);
  if (draft.comics.length === 0) {
    return (
      <Card withBorder padding="lg" radius="md">
        <Text c="dimmed">No comics yet. Add a comic or a reholder.</Text>
      </Card>
    );
  }
  return (
    <Card withBorder padding={0} radius="md">
      <Table.ScrollContainer minWidth={820}>
        <Table aria-label="Comics" fz="sm" verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Tier</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Issue</Table.Th>
              <Table.Th>Year</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Insured</Table.Th>
              <Table.Th>Add-ons</Table.Th>
              <Table.Th ta="right" style={STUCK_RIGHT}>
                Total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.comics.map((comic, index) => {
              const line = quote?.comics[index];
              return (
                <Table.Tr key={comic.id} data-comic-line={index}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <Tooltip label={line ? `${line.tierLabel} · ${line.days} days` : comic.tierId}>
                      <Badge variant="light" style={{ overflow: "visible" }} miw={40}>
                        {line?.tierId ?? comic.tierId}
                      </Badge>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td maw={260} style={{ overflowWrap: "anywhere" }}>
                    {comic.title}
                    {comic.reholderId ? (
                      <Text c="dimmed" size="xs">
                        {comic.reholderId} · grade {comic.displayGrade}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{comic.issue}</Table.Td>
                  <Table.Td>{comic.year ?? ""}</Table.Td>
                  <Table.Td ta="right">{comic.quantity}</Table.Td>
                  <Table.Td ta="right">{money(comic.insured)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {addOnsOf(comic).map((a) => (
                        <Badge key={a} size="xs" variant="outline" color="gray">
                          {a}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td style={STUCK_RIGHT}>
                    <Group gap={2} wrap="nowrap" justify="flex-end">
                      <Text span size="sm" fw={600} mr={4} data-line-total>
                        {line ? money(line.total) : "—"}
                      </Text>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit line ${index + 1}`}
                        disabled={comic.reholder}
                        onClick={() => onEdit(index)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Copy line ${index + 1}`}
                        disabled={comic.reholder}
                        onClick={() => onCopy(index)}
                      >
                        <IconCopy size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete line ${index + 1}`}
                        onClick={() =>
                          confirmAction({
                            title: "Delete the comic?",
                            message: `Remove line ${index + 1} (${comic.title}) from the submission?`,
                            confirmLabel: "Yes, delete",
                            tone: "danger",
                            onConfirm: () =>
                              update((d) => ({ ...d, comics: d.comics.filter((c) => c.id !== comic.id) })),
                          })
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
