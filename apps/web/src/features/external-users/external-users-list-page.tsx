// /externalUsers: the external users (administration §2), search and sort kept in the address, CSV export.
import type { TExternalUser } from "@gbo/contracts/external-users";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { ExportCsvButton } from "../../ui/export-csv-button";
import { dateTime } from "../../ui/format";
import { ListChoice, ListPage, ListResults, ListSearchInput } from "../../ui/list-page";
import type { QueueColumn } from "../../ui/queue-table";
import { useListAddress } from "../../ui/use-list-address";
import { useSearchText } from "../../ui/use-search-text";
import { downloadExternalUsersCsv, type ExternalUsersSearch, useExternalUsers } from "./external-users-calls";

type Sort = NonNullable<ExternalUsersSearch["sort"]> | "name";

const SORTS: { value: Sort; label: string }[] = [
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
  const [search, setSearch] = useListAddress("/externalUsers", parseExternalUsersSearch);
  const navigate = useNavigate();
  const [text, setText] = useSearchText(search.search, (typed) => setSearch({ search: typed }));
  const list = useExternalUsers(search);

  return (
    <ListPage
      title="External users"
      actions={
        <>
          <ExportCsvButton onExport={() => downloadExternalUsersCsv(search)} />
          <Button component={Link} to="/externalUsers/new" leftSection={<IconPlus size={16} />}>
            New external user
          </Button>
        </>
      }
      filters={
        <>
          <ListSearchInput value={text} onChange={setText} placeholder="Name or prefix" />
          <ListChoice
            label="Sort"
            options={SORTS}
            value={search.sort}
            fallback="name"
            onChange={(sort) => setSearch({ sort: sort as ExternalUsersSearch["sort"] })}
          />
        </>
      }
    >
      <ListResults
        label="External users"
        noun="external users"
        query={list}
        columns={COLUMNS}
        rowKey={(u) => String(u.id)}
        rowAttributes={(u) => ({ "data-prefix": u.prefix })}
        onOpen={(u) => void navigate({ to: `/externalUsers/${u.id}` })}
      />
    </ListPage>
  );
}
