// /workers: the staff list (administration §2), filters, sort and page kept in the address, CSV export.
import type { TWorker } from "@gbo/contracts/workers";
import { Button, Select, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { ExportCsvButton } from "../../ui/export-csv-button";
import { ListChoice, ListFooter, ListPage, ListResults, ListSearchInput } from "../../ui/list-page";
import type { QueueColumn } from "../../ui/queue-table";
import { useListAddress } from "../../ui/use-list-address";
import { useSearchText } from "../../ui/use-search-text";
import { downloadWorkersCsv, useKnownClaims, useWorkersPage } from "./api/workers-calls";
import {
  parseWorkersSearch,
  WORKERS_PAGE_SIZE,
  type WorkersActive,
  type WorkersSort,
} from "./workers-search";

const SORTS: { value: WorkersSort; label: string }[] = [
  { value: "email", label: "E-mail A–Z" },
  { value: "-email", label: "E-mail Z–A" },
  { value: "name", label: "Name A–Z" },
  { value: "-name", label: "Name Z–A" },
];
const STATES: { value: WorkersActive; label: string }[] = [
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
  const [search, setSearch] = useListAddress("/workers", parseWorkersSearch);
  const navigate = useNavigate();
  const [text, setText] = useSearchText(search.search, (typed) => setSearch({ search: typed }));
  const list = useWorkersPage(search);
  const claims = useKnownClaims();

  return (
    <ListPage
      title="Workers"
      actions={
        <>
          <ExportCsvButton onExport={() => downloadWorkersCsv(search)} />
          <Button component={Link} to="/workers/new" leftSection={<IconPlus size={16} />}>
            New worker
          </Button>
        </>
      }
      filters={
        <>
          <ListSearchInput value={text} onChange={setText} placeholder="E-mail or name" />
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
          <ListChoice
            label="State"
            options={STATES}
            value={search.active}
            fallback="all"
            onChange={(active) => setSearch({ active })}
            width={130}
          />
          <ListChoice
            label="Sort"
            options={SORTS}
            value={search.sort}
            fallback="email"
            onChange={(sort) => setSearch({ sort })}
            width={150}
          />
        </>
      }
    >
      <ListResults
        label="Workers"
        noun="workers"
        query={{ isError: list.isError, data: list.data?.rows }}
        columns={COLUMNS}
        rowKey={(w) => w.id}
        rowAttributes={(w) => ({ "data-worker": w.email })}
        onOpen={(w) => void navigate({ to: "/workers/$id", params: { id: w.id } })}
      />
      <ListFooter
        total={list.data?.total}
        noun="workers"
        page={search.page}
        pageSize={WORKERS_PAGE_SIZE}
        onPage={(page) => setSearch({ page })}
      />
    </ListPage>
  );
}
