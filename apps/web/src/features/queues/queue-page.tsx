import type { TQueueRow } from "@gbo/contracts/orders";
import { type QueueDefinition, queueForPath, RECENT_DAYS } from "@gbo/domain/workflow";
import {
  Alert,
  Badge,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useLiveOrderEvents } from "../live";
import { useStoredChoice } from "../orders";
import { type QueueCountry, type QueueWindow, useQueue } from "./api/get-queue";
import { QueueTable, rowPath } from "./components/queue-table";
import { hasCountryChoice, QUEUE_TITLES } from "./queue-titles";

export const SEARCH_DEBOUNCE_MS = 300;
const COUNTRIES = ["US", "CA"] as const;

/** Every queue route renders this: the domain QUEUES table says what the path lists. */
export function QueuePage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const definition = queueForPath(pathname);
  if (!definition) return null;
  return <QueueScreen key={definition.key} definition={definition} />;
}

function QueueScreen({ definition }: { definition: QueueDefinition }) {
  useLiveOrderEvents();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [listWindow, setListWindow] = useState<QueueWindow>("recent");
  const [storedCountry, setCountry] = useStoredChoice(`gbo.queue.${definition.key}.country`, COUNTRIES, "US");
  const country: QueueCountry = hasCountryChoice(definition.key) ? storedCountry : null;
  const query = useQueue({ queue: definition.key, page, search, window: listWindow, country });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const title = QUEUE_TITLES[definition.key];

  function onOpen(row: TQueueRow) {
    void navigate({ href: rowPath(row) });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={2}>{title}</Title>
            {data ? (
              <Badge variant="light" size="lg" radius="sm" aria-label="Rows in queue">
                {data.total}
              </Badge>
            ) : null}
            {query.isFetching && data ? <Loader size="xs" /> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {definition.lists.kind === "tiers" ? "Tiers" : "Orders"} waiting at{" "}
            {definition.lists.statuses.join(", ")} · up to {definition.limit} a page
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          {country ? (
            <SegmentedControl
              aria-label="Country"
              value={country}
              onChange={(value) => {
                setCountry(value as (typeof COUNTRIES)[number]);
                setPage(1);
              }}
              data={[...COUNTRIES]}
            />
          ) : null}
          <SegmentedControl
            aria-label="List"
            value={listWindow}
            onChange={(value) => {
              setListWindow(value as QueueWindow);
              setPage(1);
            }}
            data={[
              { value: "recent", label: `Recent (${RECENT_DAYS} days)` },
              { value: "all", label: "Full list" },
            ]}
          />
          <TextInput
            aria-label="Search queue"
            placeholder="Order, customer or title"
            leftSection={<IconSearch size={16} stroke={1.6} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
        </Group>
      </Group>
      <Paper withBorder radius="md" p={0}>
        {query.isPending ? (
          <Center p="xl">
            <Loader />
          </Center>
        ) : query.isError ? (
          <Alert color="red" variant="light" m="md" title="The queue could not be loaded">
            {query.error.message}
          </Alert>
        ) : data && data.rows.length === 0 ? (
          <Text c="dimmed" p="xl" ta="center">
            {search ? `Nothing in this queue matches "${search}".` : "Nothing is waiting in this queue."}
          </Text>
        ) : data ? (
          <QueueTable rows={data.rows} isTierQueue={data.isTierQueue} onOpen={onOpen} />
        ) : null}
      </Paper>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination value={page} onChange={setPage} total={pages} aria-label="Pages" />
        </Group>
      ) : null}
    </Stack>
  );
}
