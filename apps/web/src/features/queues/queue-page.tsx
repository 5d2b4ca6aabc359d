import type { TQueueRow } from "@gbo/contracts/orders";
import { type QueueDefinition, queueForPath, RECENT_DAYS } from "@gbo/domain/workflow";
import {
  Alert,
  Anchor,
  Badge,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useIdentity } from "../../auth/session";
import { QueuePagination, QueueTable } from "../../ui/queue-table";
import { useLiveOrderEvents } from "../live";
import { useStoredChoice } from "../orders";
import { type QueueCountry, type QueueWindow, useQueue } from "./api/get-queue";
import { OverdueHiddenNote } from "./components/overdue-hidden-note";
import { QueueChoices } from "./components/queue-choices";
import { queueColumns, queueRowAttributes, queueRowKey, rowPath } from "./components/queue-columns";
import { hasCountryChoice, QUEUE_TITLES } from "./queue-titles";
import { useStepChoice } from "./use-step-choice";

export const SEARCH_DEBOUNCE_MS = 300;
const COUNTRIES = ["US", "CA"] as const;
const WINDOWS = ["recent", "all"] as const;

/** Every queue route renders this: the domain QUEUES table says what the path lists. */
export function QueuePage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const identity = useIdentity();
  const definition = queueForPath(pathname);
  if (!definition || !identity) return null;
  return (
    <QueueScreen
      key={definition.key}
      definition={definition}
      claims={identity.claims}
      userName={identity.userName}
    />
  );
}

function QueueScreen({
  definition,
  claims,
  userName,
}: {
  definition: QueueDefinition;
  claims: readonly string[];
  userName: string;
}) {
  useLiveOrderEvents();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Remembered per queue: a worker who chose the full list finds it again after a reload.
  const [listWindow, setListWindow] = useStoredChoice<QueueWindow>(
    `gbo.queue.${definition.key}.window`,
    WINDOWS,
    "recent",
  );
  const [storedCountry, setCountry] = useStoredChoice(`gbo.queue.${definition.key}.country`, COUNTRIES, "US");
  const country: QueueCountry = hasCountryChoice(definition.key) ? storedCountry : null;
  const step = useStepChoice(definition, claims, userName);
  const query = useQueue({
    queue: definition.key,
    page,
    search,
    window: listWindow,
    country,
    steps: step.steps,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const title = QUEUE_TITLES[definition.key];
  const noun = definition.lists.kind === "tiers" ? "tiers" : "orders";

  function onOpen(row: TQueueRow) {
    void navigate({ href: rowPath(row) });
  }
  function showFullList() {
    setListWindow("all");
    setPage(1);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {title}
            </Title>
            {data ? (
              <Badge variant="light" size="lg" radius="sm" aria-label={`${data.total} ${noun} in this list`}>
                {data.total}
              </Badge>
            ) : null}
            {query.isFetching && data ? <Loader size="xs" role="status" aria-label="Refreshing" /> : null}
          </Group>
          <Text size="sm" c="dark.3">
            {definition.lists.kind === "tiers" ? "Tiers" : "Orders"} waiting, most overdue first · up to{" "}
            {definition.limit} a page
            {definition.key === "grading" ? (
              <>
                {" · "}
                <Anchor component={Link} to="/grading/raw" inherit underline="always">
                  Raw grades
                </Anchor>
              </>
            ) : null}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <QueueChoices
            step={step}
            country={country}
            onCountry={(value) => {
              setCountry(value);
              setPage(1);
            }}
            listWindow={listWindow}
            recentLabel={`Recent (${RECENT_DAYS} days)`}
            onWindow={(value) => {
              setListWindow(value);
              setPage(1);
            }}
            onStep={() => setPage(1)}
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
            w={240}
          />
        </Group>
      </Group>
      {data && listWindow === "recent" && data.overdueHidden > 0 ? (
        <OverdueHiddenNote count={data.overdueHidden} noun={noun} onShowFullList={showFullList} />
      ) : null}
      <Paper withBorder radius="md" p={0}>
        {query.isPending ? (
          <Center p="xl">
            <Loader role="status" aria-label="Loading the queue" />
          </Center>
        ) : query.isError ? (
          <Alert color="red" variant="light" m="md" title="The queue could not be loaded">
            {query.error.message}
          </Alert>
        ) : data && data.rows.length === 0 ? (
          <Text c="dark.3" p="xl" ta="center">
            {search ? `Nothing in this queue matches "${search}".` : "Nothing is waiting in this queue."}
          </Text>
        ) : data ? (
          <QueueTable
            label={title}
            rows={data.rows}
            columns={queueColumns(data.isTierQueue)}
            rowKey={queueRowKey}
            rowAttributes={queueRowAttributes}
            onOpen={onOpen}
          />
        ) : null}
      </Paper>
      {pages > 1 ? (
        <Group justify="center">
          <QueuePagination value={page} onChange={setPage} total={pages} />
        </Group>
      ) : null}
    </Stack>
  );
}
