// The list of a site's content kind (banners, sliders): an error, a loader, "No … yet", or its table.
import { Alert, Loader, Paper, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";

export function ContentTable({
  label,
  noun,
  isError,
  rowCount,
  head,
  children,
}: {
  /** The table's accessible name, e.g. "Banners". */
  label: string;
  /** Plural noun for the messages: "banners". */
  noun: string;
  isError: boolean;
  /** Undefined while loading. */
  rowCount: number | undefined;
  /** The header cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}) {
  if (isError) return <Alert color="red">{`The ${noun} could not be loaded.`}</Alert>;
  if (rowCount === undefined) return <Loader size="sm" />;
  if (rowCount === 0) return <Text c="dimmed">{`No ${noun} yet.`}</Text>;
  return (
    <Paper withBorder radius="md">
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Paper>
  );
}
