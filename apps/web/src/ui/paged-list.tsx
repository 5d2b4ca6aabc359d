// The frame of a list inside a detail view (a customer's orders, comics, history; a sales rep's orders): an optional search box and filters, an optional CSV export of
// the whole filtered list, the table (or loading, failure, empty), the count and the pages. Search, page
// and filters live in the address (/users/7/orders?search=26-&state=open&page=2), so a reload or a shared
// link shows the same list.
import { Alert, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ExportCsvButton } from "./export-csv-button";
import { ListSearchInput } from "./list-page";
import { QueuePagination } from "./queue-table";
import { addressPage, addressText, useListAddress } from "./use-list-address";
import { useSearchText } from "./use-search-text";

type Page = { rows: readonly unknown[]; total: number; pageSize: number };

/** What such a list keeps in the address; each list reads the filters it has. */
export type ListAddress = { search?: string; page?: number; state?: string; sort?: string };

export function parseListAddress(raw: Record<string, unknown>): ListAddress {
  return {
    search: addressText(raw.search),
    page: addressPage(raw.page),
    state: addressText(raw.state, 20),
    sort: addressText(raw.sort, 20),
  };
}

/** Search text (debounced into the address), the page and the other filters; a change starts at page 1. */
export function usePagedListState() {
  const [address, setAddress] = useListAddress(undefined, parseListAddress);
  const [text, setText] = useSearchText(address.search, (typed) =>
    setAddress({ search: typed || undefined }),
  );
  return {
    text,
    setText,
    search: address.search ?? "",
    page: address.page ?? 1,
    setPage: (page: number) => setAddress({ page: page > 1 ? page : undefined }),
    address,
    setAddress,
  };
}

export function PagedList(props: {
  noun: string;
  /** The noun for exactly one ("1 order"). */
  one: string;
  query: { data?: Page; isError: boolean };
  page: number;
  onPage: (page: number) => void;
  search?: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  filters?: ReactNode;
  onExport?: () => Promise<void>;
  children: ReactNode;
}) {
  const { data, isError } = props.query;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="md">
      {props.search || props.filters || props.onExport ? (
        <Group align="flex-end" justify="space-between">
          <Group align="flex-end">
            {props.search ? (
              <ListSearchInput
                label={props.search.label}
                placeholder={props.search.placeholder}
                value={props.search.value}
                onChange={props.search.onChange}
              />
            ) : null}
            {props.filters}
          </Group>
          {props.onExport ? <ExportCsvButton onExport={props.onExport} /> : null}
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
