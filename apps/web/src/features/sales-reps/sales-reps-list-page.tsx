// /salesmanagers: the sales rep list (administration §2), search, sort and page kept in the address,
// CSV export of the whole filtered list.
import type { TSalesRep } from "@gbo/contracts/sales-reps";
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { ExportCsvButton } from "../../ui/export-csv-button";
import { type QueueColumn, QueuePagination, QueueTable } from "../../ui/queue-table";
import { useSearchText } from "../../ui/use-search-text";
import { dateTime } from "../orders/format";
import { downloadSalesRepsCsv, useSalesRepsPage } from "./api/sales-reps-calls";
import { parseSalesRepsSearch, SALES_REPS_PAGE_SIZE, type SalesRepsSearch } from "./sales-reps-search";

const SORTS = [
  { value: "repCode", label: "Code A–Z" },
  { value: "-repCode", label: "Code Z–A" },
  { value: "name", label: "Name A–Z" },
  { value: "-name", label: "Name Z–A" },
  { value: "-date", label: "Newest first" },
  { value: "date", label: "Oldest first" },
];

const COLUMNS: QueueColumn<TSalesRep>[] = [
  { key: "code", header: "Rep code", cell: (r) => r.repCode },
  { key: "first", header: "First name", cell: (r) => r.firstName },
  { key: "last", header: "Last name", cell: (r) => r.lastName },
  { key: "date", header: "Added", cell: (r) => dateTime(r.date), isSecondary: true },
];

export function SalesRepsListPage() {
  const search = parseSalesRepsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const setSearch = (change: Partial<SalesRepsSearch>) =>
    void navigate({
      to: "/salesmanagers",
      search: parseSalesRepsSearch({ ...search, page: undefined, ...change }) as Record<string, unknown>,
      replace: true,
    });

  const [text, setText] = useSearchText(search.search, (typed) => setSearch({ search: typed }));

  const list = useSalesRepsPage(search);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SALES_REPS_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Sales reps
        </Title>
        <Group gap="xs">
          <ExportCsvButton onExport={() => downloadSalesRepsCsv(search)} />
          <Button component={Link} to="/salesmanager/new/summary" leftSection={<IconPlus size={16} />}>
            New sales rep
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Code or name"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={260}
        />
        <Select
          label="Sort"
          data={SORTS}
          value={search.sort ?? "repCode"}
          onChange={(value) => setSearch({ sort: (value ?? "repCode") as SalesRepsSearch["sort"] })}
          allowDeselect={false}
          w={160}
        />
      </Group>
      <Paper withBorder radius="md" p={0}>
        {list.isError ? (
          <Alert color="red">The sales reps could not be loaded.</Alert>
        ) : !list.data ? (
          <Group p="md">
            <Loader size="sm" />
          </Group>
        ) : list.data.rows.length === 0 ? (
          <Text p="md" c="dimmed">
            No sales reps match.
          </Text>
        ) : (
          <QueueTable
            label="Sales reps"
            rows={list.data.rows}
            columns={COLUMNS}
            rowKey={(r) => r.repCode}
            rowAttributes={(r) => ({ "data-rep": r.repCode })}
            onOpen={(r) =>
              void navigate({ to: "/salesmanager/$id/$view", params: { id: r.repCode, view: "summary" } })
            }
          />
        )}
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {list.data ? `${list.data.total} sales reps` : ""}
        </Text>
        {pages > 1 ? (
          <QueuePagination
            value={search.page ?? 1}
            total={pages}
            onChange={(page) => setSearch({ page: page > 1 ? page : undefined })}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
