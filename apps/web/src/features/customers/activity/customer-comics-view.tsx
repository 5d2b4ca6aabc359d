// /users/{id}/comics: the comics of the customer's orders, newest order first, 50 a page (workflow §9),
// searched by title or certification number; each row opens the comic in its order.
import type { TCustomerComic } from "@gbo/contracts/customer-activity";
import { statusLabel } from "@gbo/domain/workflow";
import { Anchor } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { PagedList, usePagedListState } from "../../../ui/paged-list";
import { type QueueColumn, QueueTable } from "../../../ui/queue-table";
import { downloadCustomerComicsCsv, useCustomerComics } from "./activity-calls";

const comicPath = (c: TCustomerComic) => `/order/${c.orderId}/${c.id}`;

const COLUMNS: QueueColumn<TCustomerComic>[] = [
  {
    key: "uniqueId",
    header: "Number",
    cell: (c) => (
      <Anchor component={Link} to={comicPath(c)} size="sm">
        {c.uniqueId}
      </Anchor>
    ),
  },
  { key: "title", header: "Title", cell: (c) => [c.title, c.issue ? `#${c.issue}` : ""].join(" ").trim() },
  { key: "year", header: "Year", cell: (c) => c.year ?? "—", isSecondary: true },
  { key: "publisher", header: "Publisher", cell: (c) => c.publisher ?? "—", isSecondary: true },
  { key: "tier", header: "Tier", cell: (c) => c.tierId },
  { key: "status", header: "Status", cell: (c) => statusLabel(c.status) },
  { key: "grade", header: "Grade", cell: (c) => (c.grade === null ? "—" : c.grade.toFixed(1)) },
];

export function CustomerComicsView({ customerId }: { customerId: number }) {
  const navigate = useNavigate();
  const list = usePagedListState();
  const comics = useCustomerComics(customerId, list.page, list.search);
  return (
    <PagedList
      noun="comics"
      one="comic"
      query={comics}
      page={list.page}
      onPage={list.setPage}
      search={{
        label: "Search comics",
        placeholder: "Title or number",
        value: list.text,
        onChange: list.setText,
      }}
      onExport={() => downloadCustomerComicsCsv(customerId, list.search)}
    >
      <QueueTable
        label="Customer comics"
        rows={comics.data?.rows ?? []}
        columns={COLUMNS}
        rowKey={(c) => c.uniqueId}
        onOpen={(c) => void navigate({ to: comicPath(c) })}
      />
    </PagedList>
  );
}
