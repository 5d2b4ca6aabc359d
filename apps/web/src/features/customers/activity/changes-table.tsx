// Changes to a customer as the history records them: when, who, which field, old → new. The history tab
// and the rewards tab's "granted and corrected" list show the same rows.
import { customerFieldName } from "@gbo/domain/customers";
import { Table, Text } from "@mantine/core";
import { dateTime } from "../../../ui/format";

export type ChangeRow = {
  id: number;
  at: string;
  author: string | null;
  field: string;
  oldValue: string | null;
  newValue: string | null;
};

const shown = (value: string | null) => (value === null || value === "" ? "—" : value);

export function ChangesTable({ label, rows }: { label: string; rows: readonly ChangeRow[] }) {
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>Field</Table.Th>
          <Table.Th>Old → new</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{dateTime(row.at)}</Table.Td>
            <Table.Td>{row.author ?? "—"}</Table.Td>
            <Table.Td>{customerFieldName(row.field)}</Table.Td>
            <Table.Td>
              <Text span size="sm" c="dimmed">
                {shown(row.oldValue)}
              </Text>
              {" → "}
              <Text span size="sm">
                {shown(row.newValue)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
