// /conventions: the conventions, a page at a time, all, upcoming (soonest first) or past.
import type { TConventionsPage } from "@gbo/contracts/content-events";
import { toShortDisplay } from "@gbo/domain/dates";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ListChoice, ListFooter, ListPage, ListResults } from "../../../ui/list-page";
import type { QueueColumn } from "../../../ui/queue-table";
import { CONVENTIONS_PAGE_SIZE, type ConventionsWhen, useConventionsPage } from "./api/conventions-calls";

type Row = TConventionsPage["rows"][number];

export const WHEN_CHOICES: { value: ConventionsWhen; label: string }[] = [
  { value: "all", label: "All" },
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
];

const COLUMNS: QueueColumn<Row>[] = [
  { key: "title", header: "Title", cell: (r) => r.title },
  { key: "date", header: "Date", cell: (r) => toShortDisplay(r.date) },
  { key: "address", header: "Address", cell: (r) => r.address ?? "", isSecondary: true },
];

export function ConventionsListPage() {
  const navigate = useNavigate();
  const [when, setWhen] = useState<ConventionsWhen>("all");
  const [page, setPage] = useState(1);
  const list = useConventionsPage(page, when);
  return (
    <ListPage
      title="Conventions"
      actions={
        <Button component={Link} to="/conventions/new" leftSection={<IconPlus size={16} />}>
          New convention
        </Button>
      }
      filters={
        <ListChoice
          label="Show"
          options={WHEN_CHOICES}
          value={when}
          fallback="all"
          onChange={(next) => {
            setWhen(next ?? "all");
            setPage(1);
          }}
        />
      }
    >
      <ListResults
        label="Conventions"
        noun="conventions"
        query={{ isError: list.isError, data: list.data?.rows }}
        columns={COLUMNS}
        rowKey={(r) => String(r.id)}
        rowAttributes={(r) => ({ "data-convention": r.id })}
        onOpen={(r) => void navigate({ to: "/conventions/$id", params: { id: String(r.id) } })}
      />
      <ListFooter
        total={list.data?.total}
        noun="conventions"
        page={page}
        pageSize={CONVENTIONS_PAGE_SIZE}
        onPage={(next) => setPage(next ?? 1)}
      />
    </ListPage>
  );
}
