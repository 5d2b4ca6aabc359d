// The small pieces every milestone e-mail is made of: a paragraph, a section heading, a boxed note, and a
// data table (real <table> rows: the one layout every client renders, and the text part lines them up).
import { Heading, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import { COLORS } from "./mail-styles";

export function Paragraph(props: { children: ReactNode; muted?: boolean }) {
  return (
    <Text
      style={{
        color: props.muted ? COLORS.muted : COLORS.ink,
        fontSize: 16,
        lineHeight: "24px",
        margin: "12px 0",
      }}
    >
      {props.children}
    </Text>
  );
}

export function SectionHeading(props: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ color: COLORS.ink, fontSize: 17, lineHeight: "24px", margin: "24px 0 6px" }}>
      {props.children}
    </Heading>
  );
}

/** Something the customer must not miss (a comic not in the box, a corrected number). */
export function Notice(props: { children: ReactNode }) {
  return (
    <Section
      style={{
        backgroundColor: COLORS.highlight,
        borderLeft: `4px solid ${COLORS.warning}`,
        margin: "12px 0",
        padding: "4px 14px",
      }}
    >
      <Text style={{ color: COLORS.ink, fontSize: 15, lineHeight: "22px", margin: "8px 0" }}>
        {props.children}
      </Text>
    </Section>
  );
}

/** A table whose columns all have empty labels has no header row (a list of facts). */
export type TableColumn = { label: string; align?: "left" | "right" };
export type TableRow = {
  key: string;
  cells: ReactNode[];
  /** A total: bold, with a rule above. */
  strong?: boolean;
  /** The row this e-mail is about (a receipt's entry). */
  highlight?: boolean;
};

export function DataTable(props: { columns: TableColumn[]; rows: TableRow[] }) {
  const cell = (column: TableColumn | undefined, row?: TableRow): CSSProperties => ({
    borderBottom: `1px solid ${COLORS.rule}`,
    borderTop: row?.strong ? `2px solid ${COLORS.ink}` : undefined,
    color: COLORS.ink,
    fontSize: 15,
    fontWeight: row?.strong ? 700 : 400,
    lineHeight: "21px",
    padding: "7px 6px",
    textAlign: column?.align ?? "left",
    verticalAlign: "top",
  });
  return (
    <table
      className="data"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse", margin: "6px 0 12px", width: "100%" }}
    >
      {props.columns.some((column) => column.label) ? (
        <thead>
          <tr>
            {props.columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in order
                key={index}
                scope="col"
                style={{ ...cell(column), color: COLORS.muted, fontSize: 13, fontWeight: 600 }}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key} style={row.highlight ? { backgroundColor: COLORS.highlight } : undefined}>
            {row.cells.map((content, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
              <td key={index} style={cell(props.columns[index], row)}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
