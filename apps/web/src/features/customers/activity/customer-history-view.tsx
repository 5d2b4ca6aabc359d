// /users/{id}/history: every change to the customer (customer_audit), newest first, 50 a page
// (workflow §9): who, when, which field, old → new.
import type { TCustomerAuditEntry } from "@gbo/contracts/customer-activity";
import { Table, Text } from "@mantine/core";
import { dateTime } from "../../orders/format";
import { useCustomerAudit } from "./activity-calls";
import { ActivityList, useListState } from "./activity-list";
import { CustomerResetPasswordButton } from "./reset-password-button";

const shown = (value: string | null) => (value === null || value === "" ? "—" : value);

function HistoryRow({ entry }: { entry: TCustomerAuditEntry }) {
  return (
    <Table.Tr>
      <Table.Td>{dateTime(entry.at)}</Table.Td>
      <Table.Td>{entry.author ?? "—"}</Table.Td>
      <Table.Td>{entry.field}</Table.Td>
      <Table.Td>
        <Text span size="sm" c="dimmed">
          {shown(entry.oldValue)}
        </Text>
        {" → "}
        <Text span size="sm">
          {shown(entry.newValue)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function CustomerHistoryView({ customerId }: { customerId: number }) {
  const list = useListState();
  const audit = useCustomerAudit(customerId, list.page);
  return (
    <ActivityList
      noun="changes"
      query={audit}
      page={list.page}
      onPage={list.setPage}
      filters={<CustomerResetPasswordButton customerId={customerId} />}
    >
      <Table striped aria-label="Customer history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Old → new</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {audit.data?.rows.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} />
          ))}
        </Table.Tbody>
      </Table>
    </ActivityList>
  );
}
