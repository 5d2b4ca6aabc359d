// The detail's two lists (administration §2 "a facilitator list (info plus e-mail) and a comment list
// (line1 and line2)"): rows added and removed in place, each input named for its server field
// (facilitators.0.email) so the server's model-state messages mark it.
import type { TContentEvent } from "@gbo/contracts/content-events";
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { keyFilter } from "../../../ui/key-filter";

type Facilitator = TContentEvent["facilitators"][number];
type Comment = TContentEvent["comments"][number];

function RowList<Row>(props: {
  legend: string;
  noun: string;
  rows: Row[];
  blank: Row;
  onChange: (rows: Row[]) => void;
  render: (row: Row, i: number, set: (row: Row) => void) => React.ReactNode;
}) {
  const { rows, onChange } = props;
  return (
    <Fieldset legend={props.legend}>
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No {props.noun}s.
          </Text>
        ) : null}
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the position is the row.
          <Group key={i} align="start" wrap="nowrap">
            {props.render(row, i, (next) => onChange(rows.map((r, j) => (j === i ? next : r))))}
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={`Remove ${props.noun} ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...rows, props.blank])}
        >
          Add {props.noun}
        </Button>
      </Stack>
    </Fieldset>
  );
}

export function FacilitatorsField(props: {
  rows: Facilitator[];
  onChange: (rows: Facilitator[]) => void;
  errors: Record<string, string>;
}) {
  return (
    <RowList
      legend="Facilitators"
      noun="facilitator"
      rows={props.rows}
      blank={{ info: "", email: "" }}
      onChange={props.onChange}
      render={(row, i, set) => (
        <>
          <TextInput
            {...keyFilter("text")}
            label={`Facilitator ${i + 1} info`}
            name={`facilitators.${i}.info`}
            flex={1}
            value={row.info}
            onChange={(e) => set({ ...row, info: e.currentTarget.value })}
            error={props.errors[`facilitators.${i}.info`]}
          />
          <TextInput
            {...keyFilter("email")}
            label={`Facilitator ${i + 1} e-mail`}
            name={`facilitators.${i}.email`}
            flex={1}
            value={row.email}
            onChange={(e) => set({ ...row, email: e.currentTarget.value })}
            error={props.errors[`facilitators.${i}.email`]}
          />
        </>
      )}
    />
  );
}

export function CommentsField(props: {
  rows: Comment[];
  onChange: (rows: Comment[]) => void;
  errors: Record<string, string>;
}) {
  return (
    <RowList
      legend="Comments"
      noun="comment"
      rows={props.rows}
      blank={{ line1: "", line2: "" }}
      onChange={props.onChange}
      render={(row, i, set) => (
        <>
          <TextInput
            {...keyFilter("comment")}
            label={`Comment ${i + 1} line 1`}
            name={`comments.${i}.line1`}
            flex={1}
            value={row.line1}
            onChange={(e) => set({ ...row, line1: e.currentTarget.value })}
            error={props.errors[`comments.${i}.line1`]}
          />
          <TextInput
            {...keyFilter("comment")}
            label={`Comment ${i + 1} line 2`}
            name={`comments.${i}.line2`}
            flex={1}
            value={row.line2}
            onChange={(e) => set({ ...row, line2: e.currentTarget.value })}
            error={props.errors[`comments.${i}.line2`]}
          />
        </>
      )}
    />
  );
}
