import { QUEUE_SORTS, type TQueueRow, type TQueueSort } from "@gbo/contracts/orders";
import { type QueueDefinition, queueForPath, RECENT_DAYS } from "@gbo/domain/workflow";
import {
  Alert,
  Anchor,
  Badge,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type AnyRoute, Link, useLocation, useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { downloadCsv } from "../../api/download-csv";
import { useIdentity } from "../../auth/session";
import { ExportCsvButton } from "../../ui/export-csv-button";
import { QueuePagination, QueueTable } from "../../ui/queue-table";
import { useListAddress } from "../../ui/use-list-address";
import { useSearchText } from "../../ui/use-search-text";
import { useStoredChoice } from "../../ui/use-stored-choice";
import { useLiveOrderEvents } from "../live";
import { type QueueWindow, useQueue } from "./api/get-queue";
import { OverdueHiddenNote } from "./components/overdue-hidden-note";
import { QueueChoices } from "./components/queue-choices";
import { queueColumns, queueRowAttributes, queueRowKey, rowPath } from "./components/queue-columns";
import { ALL_STEPS, queueQueryOf, stepOptionsOf, storedChoiceKeys } from "./queue-list-query";
import {
  parseQueueSearch,
  QUEUE_COUNTRIES,
  QUEUE_WINDOWS,
  queueExportPath,
  queueExportQuery,
  SORT_LABELS,
} from "./queue-search";
import { hasCountryChoice, QUEUE_TITLES } from "./queue-titles";
import { useStepChoice } from "./use-step-choice";

export { startQueueRead } from "./start-queue-read";

/** How long the rows show before the screen a row opens is fetched ahead (the rows' own render first). */
const ROW_SCREEN_PRELOAD_MS = 500;

/**
 * The screen a row opens (the invoice, receiving, a tier) is a lazy chunk: once the rows show, its code
 * is fetched ahead (code only: no guard or data), so the first open from the queue waits only for its data.
 */
function usePreloadRowScreen(row: TQueueRow | undefined, claims: readonly string[]) {
  const router = useRouter();
  const path = row ? rowPath(row, claims) : null;
  useEffect(() => {
    if (!path) return;
    const timer = window.setTimeout(() => {
      for (const match of router.matchRoutes(path)) {
        const route = (router.routesById as Record<string, AnyRoute>)[match.routeId];
        if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
      }
    }, ROW_SCREEN_PRELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [path, router]);
}

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
  const hasCountry = hasCountryChoice(definition.key);
  const stepOptions = stepOptionsOf(definition);
  const [address, setAddress] = useListAddress(definition.path, (raw) =>
    parseQueueSearch(raw, { steps: stepOptions, hasCountry }),
  );
  const [text, setText] = useSearchText(address.search, (typed) =>
    setAddress({ search: typed || undefined }),
  );
  // Remembered per queue: a worker who chose the full list finds it again after a reload; the address wins.
  const choiceKeys = storedChoiceKeys(definition, userName);
  const [storedWindow, storeWindow] = useStoredChoice<QueueWindow>(
    choiceKeys.window,
    QUEUE_WINDOWS,
    "recent",
  );
  const [storedCountry, storeCountry] = useStoredChoice(choiceKeys.country, QUEUE_COUNTRIES, "US");
  const step = useStepChoice(definition, claims, userName, address.step);
  // The same query the route's loader started (queue-list-query.ts), so its read is the one shown.
  const pageQuery = queueQueryOf(definition, address, {
    window: storedWindow,
    country: hasCountry ? storedCountry : null,
    step: step.value ?? ALL_STEPS,
  });
  const { page, search, window: listWindow, country } = pageQuery;
  const sort = pageQuery.sort ?? "due";
  const listQuery = { search, window: listWindow, country, steps: pageQuery.steps, sort };
  // Remembered choices that differ from the defaults go into the address too, so a link copied now shows
  // this very list; defaults stay out of it (a plain /grading is the default list).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening the screen
  useEffect(() => {
    const pinned = {
      list: !address.list && listWindow !== "recent" ? listWindow : undefined,
      country: hasCountry && !address.country && country !== "US" ? (country ?? undefined) : undefined,
      step: step.value && !address.step && step.value !== ALL_STEPS ? step.value : undefined,
    };
    if (pinned.list || pinned.country || pinned.step) {
      setAddress({
        list: address.list ?? pinned.list,
        country: address.country ?? pinned.country,
        step: address.step ?? pinned.step,
        page: address.page,
      });
    }
  }, []);
  const query = useQueue(pageQuery);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const title = QUEUE_TITLES[definition.key];
  usePreloadRowScreen(data?.rows[0], claims);
  const noun = definition.lists.kind === "tiers" ? "tiers" : "orders";

  function onOpen(row: TQueueRow) {
    void navigate({ href: rowPath(row, claims) });
  }
  function chooseWindow(value: QueueWindow) {
    storeWindow(value);
    setAddress({ list: value });
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
            {definition.lists.kind === "tiers" ? "Tiers" : "Orders"} waiting,{" "}
            {SORT_LABELS[sort].toLowerCase()} · up to {definition.limit} a page
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
          {/* Before the choices: the search box stays the last stop before the table. */}
          <ExportCsvButton
            onExport={() =>
              downloadCsv(
                queueExportPath(definition.key, queueExportQuery(listQuery)),
                `${definition.key}-queue.csv`,
              )
            }
          />
          <QueueChoices
            step={step}
            country={country}
            onCountry={(value) => {
              storeCountry(value);
              setAddress({ country: value });
            }}
            listWindow={listWindow}
            recentLabel={`Recent (${RECENT_DAYS} days)`}
            onWindow={chooseWindow}
            onStep={(value) => setAddress({ step: value })}
          />
          <Select
            aria-label="Sort"
            data={QUEUE_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
            value={sort}
            onChange={(value) => setAddress({ sort: (value as TQueueSort | null) ?? undefined })}
            allowDeselect={false}
            w={190}
          />
          <TextInput
            aria-label="Search queue"
            placeholder="Order, customer or title"
            leftSection={<IconSearch size={16} stroke={1.6} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={240}
          />
        </Group>
      </Group>
      {data && listWindow === "recent" && data.overdueHidden > 0 ? (
        <OverdueHiddenNote
          count={data.overdueHidden}
          noun={noun}
          onShowFullList={() => chooseWindow("all")}
        />
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
            columns={queueColumns(data.isTierQueue, claims)}
            rowKey={queueRowKey}
            rowAttributes={queueRowAttributes}
            onOpen={onOpen}
          />
        ) : null}
      </Paper>
      {pages > 1 ? (
        <Group justify="center">
          <QueuePagination value={page} onChange={(next) => setAddress({ page: next })} total={pages} />
        </Group>
      ) : null}
    </Stack>
  );
}
