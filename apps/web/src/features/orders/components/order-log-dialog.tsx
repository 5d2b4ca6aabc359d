import { statusLabel } from "@gbo/domain/workflow";
import { Center, Loader, Modal, Table, Text } from "@mantine/core";
import { dateTime } from "../../../ui/format";
import { useOrderLog } from "../api/get-order-log";

/** Who did what and when, newest first as the server sends it. */
export function OrderLogDialog({
  orderId,
  isOpen,
  onClose,
}: {
  orderId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const log = useOrderLog(orderId, isOpen);
  return (
    <Modal opened={isOpen} onClose={onClose} title={`Order log · ${orderId}`} size="xl">
      {log.isPending ? (
        <Center p="lg">
          <Loader />
        </Center>
      ) : log.isError ? (
        <Text c="red">{log.error.message}</Text>
      ) : log.data.length === 0 ? (
        <Text c="dimmed">Nothing has been logged yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} mah={520}>
          <Table striped verticalSpacing={4} fz="sm" aria-label="Order log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Tier</Table.Th>
                <Table.Th>What</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{dateTime(entry.date)}</Table.Td>
                  <Table.Td>{entry.author}</Table.Td>
                  <Table.Td>{entry.type}</Table.Td>
                  <Table.Td ff="monospace">{entry.tierId ?? ""}</Table.Td>
                  <Table.Td>
                    {entry.description}
                    {entry.fromStatus && entry.toStatus && entry.fromStatus !== entry.toStatus ? (
                      <Text span size="xs" c="dimmed">
                        {" "}
                        ({statusLabel(entry.fromStatus)} → {statusLabel(entry.toStatus)})
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
