// /grading/raw: raw-grade (partial grade) comics of orders in process, newest order first
// (GET /api/orders/raw), a page at a time; a row opens its comic.
import type { TRawComicRow } from "@gbo/contracts/comics";
import { statusLabel } from "@gbo/domain/workflow";
import { Alert, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { shortDay } from "../../../ui/format";
import { type QueueColumn, QueuePagination, QueueTable } from "../../../ui/queue-table";
import { RAW_PAGE_SIZE, useRawGrades } from "./rework-api";

const COLUMNS: readonly QueueColumn<TRawComicRow>[] = [
  {
    key: "comic",
    header: "Comic",
    cell: (row) => (
      <Text span ff="monospace" size="sm">
        {row.uniqueId}
      </Text>
    ),
  },
  { key: "title", header: "Title", cell: (row) => `${row.title}${row.issue ? ` #${row.issue}` : ""}` },
  { key: "tier", header: "Tier", cell: (row) => row.tierId },
  { key: "station", header: "Station", cell: (row) => statusLabel(row.tierStatus) },
  { key: "category", header: "Category", cell: (row) => row.category ?? "—", isSecondary: true },
  { key: "ordered", header: "Ordered", cell: (row) => shortDay(row.orderDate), isSecondary: true },
];

export function RawGradesPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const raw = useRawGrades(page);
  const pages = raw.data ? Math.max(1, Math.ceil(raw.data.total / RAW_PAGE_SIZE)) : 1;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h3">
          Raw grades
        </Title>
        {raw.data ? (
          <Text size="sm" c="gray.7">
            {raw.data.total} raw-grade comic{raw.data.total === 1 ? "" : "s"} on orders in process
          </Text>
        ) : null}
      </Group>
      <Paper withBorder radius="md" p="sm">
        {raw.isPending ? (
          <Loader size="sm" />
        ) : raw.isError ? (
          <Alert color="red" variant="light" title="The raw-grade list could not be loaded">
            {raw.error.message}
          </Alert>
        ) : raw.data.rows.length === 0 ? (
          <Text size="sm" c="gray.7">
            No comic on an order in process has a raw grade.
          </Text>
        ) : (
          <Stack gap="sm">
            <QueueTable
              label="Raw-grade comics"
              rows={raw.data.rows}
              columns={COLUMNS}
              rowKey={(row) => row.uniqueId}
              rowAttributes={(row) => ({ "data-raw-comic": row.uniqueId })}
              onOpen={(row) => void navigate({ href: `/orders/${row.orderId}/${row.comicId}` })}
            />
            {pages > 1 ? <QueuePagination value={page} onChange={setPage} total={pages} /> : null}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
