// /externalUsers: the external users (administration §2), search and sort kept in the address, CSV export.
import type { TExternalUser } from "@gbo/contracts/external-users";
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { ExportCsvButton } from "../../ui/export-csv-button";
import { type QueueColumn, QueueTable } from "../../ui/queue-table";
import { useSearchText } from "../../ui/use-search-text";
import { dateTime } from "../orders/format";
import { downloadExternalUsersCsv, type ExternalUsersSearch, useExternalUsers } from "./external-users-calls";

const SORTS = [
  { value: "name", label: "Name A–Z" },
  { value: "-name", label: "Name Z–A" },
  { value: "prefix", label: "Prefix A–Z" },
  { value: "-prefix", label: "Prefix Z–A" },
];

const COLUMNS: QueueColumn<TExternalUser>[] = [
  { key: "name", header: "Name", cell: (u) => u.name },
  { key: "prefix", header: "Prefix", cell: (u) => u.prefix },
  { key: "created", header: "Added", cell: (u) => dateTime(u.createdAt), isSecondary: true },
];

export function parseExternalUsersSearch(raw: Record<string, unknown>): ExternalUsersSearch {
  const text = typeof raw.search === "number" ? String(raw.search) : raw.search;
  const sort = SORTS.map((s) => s.value).find((s) => s === raw.sort && s !== "name");
  return {
    search: typeof text === "string" && text.trim() ? text.trim().slice(0, 100) : undefined,
    sort: sort as ExternalUsersSearch["sort"],
  };
}

export function ExternalUsersListPage() {
  const search = parseExternalUsersSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const setSearch = (change: Partial<ExternalUsersSearch>) =>
    void navigate({
      to: "/externalUsers",
      search: parseExternalUsersSearch({ ...search, ...change }) as Record<string, unknown>,
      replace: true,
    });
  const [text, setText] = useSearchText(search.search, (typed) => setSearch({ search: typed }));
  const list = useExternalUsers(search);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          External users
        </Title>
        <Group gap="xs">
          <ExportCsvButton onExport={() => downloadExternalUsersCsv(search)} />
          <Button component={Link} to="/externalUsers/new" leftSection={<IconPlus size={16} />}>
            New external user
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="end">
        <TextInput
          label="Search"
          placeholder="Name or prefix"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={260}
        />
        <Select
          label="Sort"
          data={SORTS}
          value={search.sort ?? "name"}
          onChange={(value) =>
            setSearch({ sort: value === "name" ? undefined : (value as ExternalUsersSearch["sort"]) })
          }
          allowDeselect={false}
          w={160}
        />
      </Group>
      <Paper withBorder radius="md" p={0}>
        {list.isError ? (
          <Alert color="red">The external users could not be loaded.</Alert>
        ) : !list.data ? (
          <Group p="md">
            <Loader size="sm" />
          </Group>
        ) : list.data.length === 0 ? (
          <Text p="md" c="dimmed">
            No external users match.
          </Text>
        ) : (
          <QueueTable
            label="External users"
            rows={list.data}
            columns={COLUMNS}
            rowKey={(u) => String(u.id)}
            rowAttributes={(u) => ({ "data-prefix": u.prefix })}
            onOpen={(u) => void navigate({ to: `/externalUsers/${u.id}` })}
          />
        )}
      </Paper>
    </Stack>
  );
}
