// /salesmanagers: the sales rep list (administration §2), search, sort and page kept in the address,
// CSV export of the whole filtered list.
import type { TSalesRep } from "@gbo/contracts/sales-reps";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { ExportCsvButton } from "../../ui/export-csv-button";
import { dateTime } from "../../ui/format";
import { ListChoice, ListFooter, ListPage, ListResults, ListSearchInput } from "../../ui/list-page";
import type { QueueColumn } from "../../ui/queue-table";
import { useListAddress } from "../../ui/use-list-address";
import { useSearchText } from "../../ui/use-search-text";
import { downloadSalesRepsCsv, useSalesRepsPage } from "./api/sales-reps-calls";
import { parseSalesRepsSearch, SALES_REPS_PAGE_SIZE, type SalesRepsSort } from "./sales-reps-search";

const SORTS: { value: SalesRepsSort; label: string }[] = [
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
  const [search, setSearch] = useListAddress("/salesmanagers", parseSalesRepsSearch);
  const navigate = useNavigate();
  const [text, setText] = useSearchText(search.search, (typed) => setSearch({ search: typed }));
  const list = useSalesRepsPage(search);

  return (
    <ListPage
      title="Sales reps"
      actions={
        <>
          <ExportCsvButton onExport={() => downloadSalesRepsCsv(search)} />
          <Button component={Link} to="/salesmanager/new/summary" leftSection={<IconPlus size={16} />}>
            New sales rep
          </Button>
        </>
      }
      filters={
        <>
          <ListSearchInput value={text} onChange={setText} placeholder="Code or name" />
          <ListChoice
            label="Sort"
            options={SORTS}
            value={search.sort}
            fallback="repCode"
            onChange={(sort) => setSearch({ sort })}
          />
        </>
      }
    >
      <ListResults
        label="Sales reps"
        noun="sales reps"
        query={{ isError: list.isError, data: list.data?.rows }}
        columns={COLUMNS}
        rowKey={(r) => r.repCode}
        rowAttributes={(r) => ({ "data-rep": r.repCode })}
        onOpen={(r) =>
          void navigate({ to: "/salesmanager/$id/$view", params: { id: r.repCode, view: "summary" } })
        }
      />
      <ListFooter
        total={list.data?.total}
        noun="sales reps"
        page={search.page}
        pageSize={SALES_REPS_PAGE_SIZE}
        onPage={(page) => setSearch({ page })}
      />
    </ListPage>
  );
}
