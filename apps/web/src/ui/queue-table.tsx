// The work list every station screen shows: one Tab stop (roving tabindex), ArrowUp/ArrowDown, Home and
// End move between rows, Enter or a click opens one. Secondary columns give way on narrow screens.
import { Pagination, Table } from "@mantine/core";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import classes from "./queue-table.module.css";
import { QUEUE_TABLE_ATTRIBUTE, useRegisterQueueTable } from "./queue-table-focus";

export type QueueColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Hidden when the table is narrow (e.g. at 1024×768 with the menu open). */
  isSecondary?: boolean;
};

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

export function QueueTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  rowAttributes,
  onOpen,
}: {
  /** The table's accessible name, e.g. "Grading queue". */
  label: string;
  rows: readonly Row[];
  columns: readonly QueueColumn<Row>[];
  rowKey: (row: Row) => string;
  /** data-* attributes a test or a style reads from a row. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | number | undefined>;
  onOpen: (row: Row) => void;
}) {
  const [active, setActive] = useState(0);
  useRegisterQueueTable();
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  // Rows come and go with live updates: the tab stop stays on a row that exists.
  const current = Math.min(active, Math.max(rows.length - 1, 0));

  function onKeyDown(event: KeyboardEvent, index: number, row: Row) {
    if (event.key === "Enter") {
      event.preventDefault();
      onOpen(row);
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, rows.length - 1);
    setActive(next);
    rowRefs.current[next]?.focus();
  }

  const secondary = (column: QueueColumn<Row>) => (column.isSecondary ? classes.secondary : undefined);
  return (
    <div className={classes.frame} {...{ [QUEUE_TABLE_ATTRIBUTE]: "" }}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" stickyHeader aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} className={secondary(column)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr
              key={rowKey(row)}
              ref={(node) => {
                rowRefs.current[index] = node;
              }}
              {...rowAttributes?.(row)}
              className={classes.row}
              tabIndex={index === current ? 0 : -1}
              onFocus={() => setActive(index)}
              onClick={() => onOpen(row)}
              onKeyDown={(event) => onKeyDown(event, index, row)}
            >
              {columns.map((column) => (
                <Table.Td key={column.key} className={secondary(column)}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

const CONTROL_LABELS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
};

/** Page buttons with names a screen reader reads ("Next page", "Page 3"). */
export function QueuePagination({
  value,
  total,
  onChange,
}: {
  value: number;
  total: number;
  onChange: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages">
      <Pagination
        value={value}
        onChange={onChange}
        total={total}
        getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
        getItemProps={(page) => ({
          "aria-label": `Page ${page}`,
          "aria-current": page === value ? "page" : undefined,
        })}
      />
    </nav>
  );
}
