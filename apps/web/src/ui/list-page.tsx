// The frame every people list shares (workers, sales reps, external users, customers): a title with its
// actions, a row of filters, the results (error, loading, nothing found, or the keyboard table) and a
// footer with the count and the pages. Each list keeps only its columns, filters and calls.
import { Alert, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { type QueueColumn, QueuePagination, QueueTable } from "./queue-table";

export function ListPage({
  title,
  actions,
  filters,
  children,
}: {
  title: string;
  actions?: ReactNode;
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {filters ? (
        <Group gap="sm" align="end" wrap="wrap">
          {filters}
        </Group>
      ) : null}
      {children}
    </Stack>
  );
}

/** What a list shows in place of rows, with the rows' table when there are some. */
export function ListResults<Row>({
  label,
  noun,
  query,
  prompt,
  more,
  ...table
}: {
  /** The table's accessible name, e.g. "Workers". */
  label: string;
  /** Plural noun for the messages: "workers" gives "No workers match." */
  noun: string;
  query: { isError: boolean; data?: readonly Row[] };
  /** Shown instead of a search when nothing was asked yet (the customer list needs a search text). */
  prompt?: string;
  /** Said under the rows when the list is cut short ("Showing the first 10 matches: …"). */
  more?: string;
  columns: readonly QueueColumn<Row>[];
  rowKey: (row: Row) => string;
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | number | undefined>;
  onOpen: (row: Row) => void;
}) {
  return (
    <Paper withBorder radius="md" p={0}>
      {prompt ? (
        <Text p="md" c="dimmed">
          {prompt}
        </Text>
      ) : query.isError ? (
        <Alert color="red">The {noun} could not be loaded.</Alert>
      ) : !query.data ? (
        <Group p="md">
          <Loader size="sm" aria-label={`Loading the ${noun}`} />
        </Group>
      ) : query.data.length === 0 ? (
        <Text p="md" c="dimmed">
          No {noun} match.
        </Text>
      ) : (
        <>
          <QueueTable label={label} rows={query.data} {...table} />
          {more ? (
            <Text p="sm" size="sm" c="dimmed" data-list-more>
              {more}
            </Text>
          ) : null}
        </>
      )}
    </Paper>
  );
}

/** "N workers" and the pages; page 1 stays out of the address. */
export function ListFooter({
  total,
  noun,
  page,
  pageSize,
  onPage,
}: {
  total: number | undefined;
  noun: string;
  page: number | undefined;
  pageSize: number;
  onPage: (page: number | undefined) => void;
}) {
  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {total === undefined ? "" : `${total} ${noun}`}
      </Text>
      {pages > 1 ? (
        <QueuePagination
          value={page ?? 1}
          total={pages}
          onChange={(next) => onPage(next > 1 ? next : undefined)}
        />
      ) : null}
    </Group>
  );
}

export function ListSearchInput({
  label = "Search",
  value,
  onChange,
  placeholder,
  description,
  width = 260,
}: {
  label?: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  description?: string;
  width?: number;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={width}
    />
  );
}

/** A sort (or any one-of) choice whose default value stays out of the address. */
export function ListChoice<Value extends string>({
  label,
  options,
  value,
  fallback,
  onChange,
  width = 160,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value | undefined;
  fallback: Value;
  onChange: (value: Value | undefined) => void;
  width?: number;
}) {
  return (
    <Select
      label={label}
      data={[...options]}
      value={value ?? fallback}
      onChange={(next) => onChange(next === null || next === fallback ? undefined : (next as Value))}
      allowDeselect={false}
      w={width}
    />
  );
}
