// The shelf log dialog (administration §2 "shelf log"): every tier put in or taken out, who and when,
// newest first, a page at a time.
import { Group, Loader, Modal, Pagination, Table, Text } from "@mantine/core";
import { useState } from "react";
import { dateTime } from "../../../ui/format";
import { SHELF_PAGE_SIZE, useShelfLog } from "../api/shelf-calls";

export function ShelfLogDialog({
  shelfId,
  opened,
  onClose,
}: {
  shelfId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const log = useShelfLog(shelfId, page, opened);
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / SHELF_PAGE_SIZE));
  return (
    <Modal opened={opened} onClose={onClose} title={`Shelf log: ${shelfId}`} size="lg">
      {log.data ? (
        log.data.rows.length === 0 ? (
          <Text size="sm">No tier was put on this shelf yet.</Text>
        ) : (
          <>
            <Table aria-label="Shelf log" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Tier</Table.Th>
                  <Table.Th>Who</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.rows.map((entry) => (
                  <Table.Tr key={entry.id} data-shelf-log={entry.action === 1 ? "in" : "out"}>
                    <Table.Td>{dateTime(entry.at)}</Table.Td>
                    <Table.Td>{entry.action === 1 ? "In" : "Out"}</Table.Td>
                    <Table.Td ff="monospace">
                      {entry.orderId}-{entry.tierId}
                    </Table.Td>
                    <Table.Td>{entry.byName}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {pages > 1 ? (
              <Group justify="flex-end" mt="sm">
                <Pagination value={page} total={pages} onChange={setPage} size="sm" />
              </Group>
            ) : null}
          </>
        )
      ) : log.isError ? (
        <Text c="red">The shelf log could not be loaded.</Text>
      ) : (
        <Loader size="sm" />
      )}
    </Modal>
  );
}
