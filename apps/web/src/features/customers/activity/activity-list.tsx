// The frame every activity list shares: an optional search box, the table (or loading, failure, empty),
// the count and the pages. Paging and search stay local to the tab (the detail route's address belongs to
// the customer screens).
import { Alert, Group, Loader, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { QueuePagination } from "../../../ui/queue-table";

type Page = { rows: readonly unknown[]; total: number; pageSize: number };

/** Search text (debounced) and the page; a new search starts again at page 1. */
export function useListState() {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  return {
    text,
    search,
    page,
    setPage,
    setText: (value: string) => {
      setText(value);
      setPage(1);
    },
  };
}

export function ActivityList(props: {
  noun: string;
  /** The noun for exactly one ("1 order"). */
  one: string;
  query: { data?: Page; isError: boolean };
  page: number;
  onPage: (page: number) => void;
  search?: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  filters?: ReactNode;
  children: ReactNode;
}) {
  const { data, isError } = props.query;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="md">
      {props.search || props.filters ? (
        <Group align="flex-end">
          {props.search ? (
            <TextInput
              label={props.search.label}
              placeholder={props.search.placeholder}
              leftSection={<IconSearch size={16} />}
              value={props.search.value}
              onChange={(event) => props.search?.onChange(event.currentTarget.value)}
              w={260}
            />
          ) : null}
          {props.filters}
        </Group>
      ) : null}
      <Paper withBorder radius="md" p={0}>
        {isError ? (
          <Alert color="red">The {props.noun} could not be loaded.</Alert>
        ) : !data ? (
          <Group p="md">
            <Loader size="sm" aria-label={`Loading ${props.noun}`} />
          </Group>
        ) : data.rows.length === 0 ? (
          <Text p="md" c="dimmed">
            No {props.noun}.
          </Text>
        ) : (
          props.children
        )}
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {data ? `${data.total} ${data.total === 1 ? props.one : props.noun}` : ""}
        </Text>
        {pages > 1 ? <QueuePagination value={props.page} total={pages} onChange={props.onPage} /> : null}
      </Group>
    </Stack>
  );
}
