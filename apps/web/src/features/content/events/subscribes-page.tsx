// /subscribes (administration §5): search the newsletter sign-ups by start and end day (both or none:
// 'Please select end date.', 'Please select start date.', 'Start date should not be greater than end
// date!'), a page at a time, and Export the searched range as an .xlsx workbook (the same checks with
// the 'enter' wording). The rule is the domain's validateSubscribesRange; the server checks it again.
// The searched range and the page live in the address (/subscribes?start=&end=&page=), like the other
// lists, so a reload or a shared link shows the same sign-ups.
import type { TSubscriber } from "@gbo/contracts/content-events";
import { validateSubscribesRange } from "@gbo/domain/content";
import { isIsoDay, toShortDateTime } from "@gbo/domain/dates";
import { Alert, Button, Group, Paper, Table, TextInput } from "@mantine/core";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ListFooter, ListPage } from "../../../ui/list-page";
import { addressPage, useListAddress } from "../../../ui/use-list-address";
import {
  downloadSubscribesWorkbook,
  SUBSCRIBES_PAGE_SIZE,
  type SubscribesRange,
  useSubscribesPage,
} from "./api/subscribes-calls";

export const EXPORT_FAILED = "The export failed. Try again.";

type SubscribesSearch = { start?: string; end?: string; page?: number };

const addressDay = (value: unknown) => (typeof value === "string" && isIsoDay(value) ? value : undefined);

/** A range is kept only whole and in order (what Search accepts); anything else is dropped. */
export function parseSubscribesSearch(raw: Record<string, unknown>): SubscribesSearch {
  const checked = validateSubscribesRange(addressDay(raw.start), addressDay(raw.end), "search");
  const range = checked.ok ? checked.value : null;
  return { start: range?.start, end: range?.end, page: addressPage(raw.page) };
}

export function SubscribesPage() {
  const [address, setAddress] = useListAddress("/subscribes", parseSubscribesSearch);
  const range: SubscribesRange =
    address.start && address.end ? { start: address.start, end: address.end } : null;
  const page = address.page ?? 1;
  const [start, setStart] = useState(address.start ?? "");
  const [end, setEnd] = useState(address.end ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const [isExporting, setExporting] = useState(false);
  const list = useSubscribesPage(range, page, true);

  function onSearch() {
    const checked = validateSubscribesRange(start, end, "search");
    if (!checked.ok) return setMessage(checked.message);
    setMessage(null);
    setAddress({ start: checked.value?.start, end: checked.value?.end });
  }

  async function onExport() {
    const checked = validateSubscribesRange(start, end, "export");
    if (!checked.ok) return setMessage(checked.message);
    setMessage(null);
    setExporting(true);
    try {
      await downloadSubscribesWorkbook(checked.value);
    } catch {
      setMessage(EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  }

  const rows: readonly TSubscriber[] = list.data?.rows ?? [];
  const offset = new Date().getTimezoneOffset();
  return (
    <ListPage
      title="Subscribes"
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={isExporting}
          onClick={onExport}
        >
          Export
        </Button>
      }
      filters={
        <>
          <TextInput
            type="date"
            label="Start date"
            name="start"
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            w={180}
          />
          <TextInput
            type="date"
            label="End date"
            name="end"
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            w={180}
          />
          <Button leftSection={<IconSearch size={16} />} onClick={onSearch}>
            Search
          </Button>
        </>
      }
    >
      {message ? (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={0}>
        {list.isError ? (
          <Alert color="red">The subscribes could not be loaded.</Alert>
        ) : (
          <Table striped aria-label="Subscribes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>First name</Table.Th>
                <Table.Th>Last name</Table.Th>
                <Table.Th>Subscribed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{row.firstName}</Table.Td>
                  <Table.Td>{row.lastName}</Table.Td>
                  <Table.Td>{toShortDateTime(new Date(row.createdAt), -offset)}</Table.Td>
                </Table.Tr>
              ))}
              {list.data && rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={4}>No subscribes in this range.</Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Group justify="space-between">
        <ListFooter
          total={list.data?.total}
          noun="subscribes"
          page={page}
          pageSize={SUBSCRIBES_PAGE_SIZE}
          onPage={(next) => setAddress({ page: next ?? undefined })}
        />
      </Group>
    </ListPage>
  );
}
