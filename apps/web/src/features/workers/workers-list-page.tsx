// /workers: the staff list (administration §2), filters, sort and page kept in the address, CSV export.
import type { TWorker } from "@gbo/contracts/workers";
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconPlus, IconSearch } from "@tabler/icons-react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { TOAST_MS } from "../../api/http-client";
import { type QueueColumn, QueuePagination, QueueTable } from "../../ui/queue-table";
import { downloadWorkersCsv, useKnownClaims, useWorkersPage } from "./api/workers-calls";
import { parseWorkersSearch, WORKERS_PAGE_SIZE, type WorkersSearch } from "./workers-search";

const SEARCH_DEBOUNCE_MS = 300;

const SORTS = [
  { value: "email", label: "E-mail A–Z" },
  { value: "-email", label: "E-mail Z–A" },
  { value: "name", label: "Name A–Z" },
  { value: "-name", label: "Name Z–A" },
];
const STATES = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

const COLUMNS: QueueColumn<TWorker>[] = [
  { key: "email", header: "E-mail", cell: (w) => w.email },
  { key: "name", header: "Name", cell: (w) => w.displayName, isSecondary: true },
  { key: "claims", header: "Claims", cell: (w) => w.claims.join(", ") },
  {
    key: "active",
    header: "Active",
    cell: (w) => (
      <Text size="sm" fw={600} c={w.isActive ? "green" : "dimmed"}>
        {w.isActive ? "Active" : "Inactive"}
      </Text>
    ),
  },
  { key: "fronted", header: "Fronted", cell: (w) => (w.frontedAccess ? "Yes" : "No"), isSecondary: true },
];

export function WorkersListPage() {
  const search = parseWorkersSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const setSearch = (change: Partial<WorkersSearch>) =>
    // A new filter starts at page 1; defaults stay out of the address.
    void navigate({
      to: "/workers",
      search: parseWorkersSearch({ ...search, page: undefined, ...change }) as Record<string, unknown>,
      replace: true,
    });

  const [text, setText] = useState(search.search ?? "");
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the typed text only
  useEffect(() => {
    if (debounced !== (search.search ?? "")) setSearch({ search: debounced });
  }, [debounced]);

  const list = useWorkersPage(search);
  const claims = useKnownClaims();
  const [isExporting, setExporting] = useState(false);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / WORKERS_PAGE_SIZE));

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadWorkersCsv(search);
    } catch {
      notifications.show({ color: "red", message: "The export failed. Try again.", autoClose: TOAST_MS });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Workers
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={isExporting}
            onClick={exportCsv}
          >
            Export CSV
          </Button>
          <Button component={Link} to="/workers/new" leftSection={<IconPlus size={16} />}>
            New worker
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="E-mail or name"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={260}
        />
        <Select
          label="Claim"
          placeholder="Any claim"
          data={claims.data ?? []}
          value={search.claim ?? null}
          onChange={(value) => setSearch({ claim: value ?? undefined })}
          clearable
          searchable
          w={180}
        />
        <Select
          label="State"
          data={STATES}
          value={search.active ?? "all"}
          onChange={(value) =>
            setSearch({ active: value === "all" ? undefined : (value as WorkersSearch["active"]) })
          }
          allowDeselect={false}
          w={130}
        />
        <Select
          label="Sort"
          data={SORTS}
          value={search.sort ?? "email"}
          onChange={(value) => setSearch({ sort: (value ?? "email") as WorkersSearch["sort"] })}
          allowDeselect={false}
          w={150}
        />
      </Group>
      <Paper withBorder radius="md" p={0}>
        {list.isError ? (
          <Alert color="red">The workers could not be loaded.</Alert>
        ) : !list.data ? (
          <Group p="md">
            <Loader size="sm" />
          </Group>
        ) : list.data.rows.length === 0 ? (
          <Text p="md" c="dimmed">
            No workers match.
          </Text>
        ) : (
          <QueueTable
            label="Workers"
            rows={list.data.rows}
            columns={COLUMNS}
            rowKey={(w) => w.id}
            rowAttributes={(w) => ({ "data-worker": w.email })}
            onOpen={(w) => void navigate({ to: "/workers/$id", params: { id: w.id } })}
          />
        )}
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {list.data ? `${list.data.total} workers` : ""}
        </Text>
        {pages > 1 ? (
          <QueuePagination
            value={search.page ?? 1}
            total={pages}
            onChange={(page) =>
              void navigate({
                to: "/workers",
                search: { ...search, page: page > 1 ? page : undefined } as Record<string, unknown>,
              })
            }
          />
        ) : null}
      </Group>
    </Stack>
  );
}
