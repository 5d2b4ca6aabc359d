import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { shortDay } from "../../../ui/format";
import { useOrderLog } from "../../orders";
import { handOffNotes } from "../hand-off";

const SHOWN_AT_FIRST = 4;

export type HandOffFact = { kind: string; text: string };

/**
 * What earlier stations and the office left for this one (comments, rejects, missing items, labels,
 * due-date changes), newest first, a few lines unless the worker asks for all. `facts` are the tier's
 * own current state (labels verified, missing reason), shown first. Nothing at all when there is none.
 */
export function HandOffNotes({
  orderId,
  tierId,
  facts = [],
}: {
  orderId: string;
  tierId?: string;
  facts?: readonly HandOffFact[];
}) {
  const log = useOrderLog(orderId);
  const [isAll, setIsAll] = useState(false);
  const notes = Array.isArray(log.data) ? handOffNotes(log.data, tierId === undefined ? {} : { tierId }) : [];
  // A fact the log already tells (the missing reason, labels verified) is not said twice.
  const ownFacts = facts.filter((fact) => !notes.some((note) => note.kind === fact.kind));
  if (notes.length === 0 && ownFacts.length === 0) return null;
  const shown = isAll ? notes : notes.slice(0, SHOWN_AT_FIRST);
  return (
    <Stack gap={4} component="section" aria-labelledby="hand-off-title" data-hand-off>
      <Title order={2} size="h5" id="hand-off-title">
        Hand-off notes
      </Title>
      <List size="sm" spacing={2} listStyleType="none" styles={{ itemWrapper: { display: "block" } }}>
        {ownFacts.map((fact) => (
          <List.Item key={`fact-${fact.kind}`} data-hand-off-note={fact.kind}>
            <b>{fact.kind}:</b> {fact.text}
          </List.Item>
        ))}
        {shown.map((note) => (
          <List.Item key={note.id} data-hand-off-note={note.kind}>
            <b>{note.kind}:</b> {note.text}{" "}
            <Text span size="xs" c="gray.7">
              — {note.author}, {shortDay(note.date)}
            </Text>
          </List.Item>
        ))}
      </List>
      {notes.length > SHOWN_AT_FIRST ? (
        <Anchor component="button" type="button" size="xs" onClick={() => setIsAll((all) => !all)}>
          {isAll ? "Show fewer" : `Show all ${notes.length} notes`}
        </Anchor>
      ) : null}
    </Stack>
  );
}
