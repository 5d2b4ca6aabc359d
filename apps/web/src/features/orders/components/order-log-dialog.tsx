import type { TMilestoneEmail } from "@gbo/contracts/mail";
import type { TLogEntry } from "@gbo/contracts/orders";
import { statusLabel } from "@gbo/domain/workflow";
import { Center, Loader, Modal, Table, Text } from "@mantine/core";
import { dateTime } from "../../../ui/format";
import { useOrderEmails } from "../api/get-order-emails";
import { useOrderLog } from "../api/get-order-log";

/** "E-mail: Grades ready to a@b.test — sent" (issue 33): what the customer was told, as a log entry. */
export function emailEntryText(email: TMilestoneEmail): string {
  const what = email.isCorrection ? `${email.label} (correction)` : email.label;
  const state = email.isBounced ? "failed (bounced)" : email.state;
  return `E-mail: ${what} to ${email.to} — ${state}`;
}

type Row = { key: string; date: string; entry?: TLogEntry; email?: TMilestoneEmail };

/** The log's entries and the order's e-mails in one list, newest first like the log (at when each was queued). */
export function mergeLogAndEmails(log: readonly TLogEntry[], emails: readonly TMilestoneEmail[]): Row[] {
  const rows: Row[] = [
    ...log.map((entry) => ({ key: `log-${entry.id}`, date: entry.date, entry })),
    ...emails.map((email) => ({ key: `mail-${email.id}`, date: email.createdAt, email })),
  ];
  // A stable sort keeps the server's order among entries of the same instant.
  return rows.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** Who did what and when, newest first as the server sends it, with the e-mails sent to the customer. */
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
  const emails = useOrderEmails(orderId, isOpen);
  const rows = log.data ? mergeLogAndEmails(log.data, emails.data?.rows ?? []) : [];
  return (
    <Modal opened={isOpen} onClose={onClose} title={`Order log · ${orderId}`} size="xl">
      {log.isPending ? (
        <Center p="lg">
          <Loader />
        </Center>
      ) : log.isError ? (
        <Text c="red">{log.error.message}</Text>
      ) : rows.length === 0 ? (
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
              {rows.map(({ key, entry, email }) =>
                email ? (
                  <Table.Tr key={key} data-kind="email">
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{dateTime(email.createdAt)}</Table.Td>
                    <Table.Td />
                    <Table.Td>E-mail</Table.Td>
                    <Table.Td />
                    <Table.Td>
                      {emailEntryText(email)}
                      {email.error ? (
                        <Text span size="xs" c="dimmed">
                          {" "}
                          ({email.error})
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ) : entry ? (
                  <Table.Tr key={key}>
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
                ) : null,
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
