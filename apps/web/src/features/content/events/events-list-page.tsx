// /onsites and /signings: the login check first (§4), then the events, a page at a time, all, upcoming
// (soonest first) or past; the day as mm-dd-yy and the hourly slot (§9).
import type { TContentEventKind, TContentEventsPage } from "@gbo/contracts/content-events";
import { hourlySlots } from "@gbo/domain/content";
import { toShortDisplay } from "@gbo/domain/dates";
import { Alert, Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ListChoice, ListFooter, ListPage, ListResults } from "../../../ui/list-page";
import type { QueueColumn } from "../../../ui/queue-table";
import { EVENTS_PAGE_SIZE, type EventsWhen, useEventsLoginCheck, useEventsPage } from "./api/events-calls";
import { WHEN_CHOICES } from "./conventions-list-page";

type Row = TContentEventsPage["rows"][number];
const SLOTS = hourlySlots();

export const EVENT_SCREENS = {
  onsite: {
    list: "/onsites",
    detail: "/onsites/$id",
    title: "Onsite events",
    one: "Onsite event",
    noun: "onsite events",
  },
  signing: {
    list: "/signings",
    detail: "/signings/$id",
    title: "Signings",
    one: "Signing",
    noun: "signings",
  },
} as const;

const COLUMNS: QueueColumn<Row>[] = [
  { key: "title", header: "Title", cell: (r) => r.title || "(untitled)" },
  { key: "date", header: "Date", cell: (r) => `${toShortDisplay(r.eventDate)} ${SLOTS[r.hour]}` },
  { key: "email", header: "Info e-mail", cell: (r) => r.infoEmail, isSecondary: true },
  { key: "facilitators", header: "Facilitators", cell: (r) => r.facilitatorCount },
];

export function eventsListPage(kind: TContentEventKind) {
  const screen = EVENT_SCREENS[kind];
  return function EventsListPage() {
    const navigate = useNavigate();
    const [when, setWhen] = useState<EventsWhen>("all");
    const [page, setPage] = useState(1);
    const check = useEventsLoginCheck(kind);
    const list = useEventsPage(kind, page, when, check.isSuccess);
    return (
      <ListPage
        title={screen.title}
        actions={
          <Button component={Link} to={`${screen.list}/new`} leftSection={<IconPlus size={16} />}>
            New {screen.one.toLowerCase()}
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
        {check.isError ? (
          <Alert color="red">
            Your session could not be checked. Sign in again to see the {screen.noun}.
          </Alert>
        ) : (
          <ListResults
            label={screen.title}
            noun={screen.noun}
            query={{ isError: list.isError, data: list.data?.rows }}
            columns={COLUMNS}
            rowKey={(r) => String(r.id)}
            rowAttributes={(r) => ({ "data-event": r.id })}
            onOpen={(r) => void navigate({ to: screen.detail, params: { id: String(r.id) } })}
          />
        )}
        <ListFooter
          total={list.data?.total}
          noun={screen.noun}
          page={page}
          pageSize={EVENTS_PAGE_SIZE}
          onPage={(next) => setPage(next ?? 1)}
        />
      </ListPage>
    );
  };
}
