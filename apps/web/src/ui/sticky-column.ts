// A table's last column (a row's total and its buttons) stuck to the right edge while the other columns
// scroll sideways (issue 30 §9: at 1366 px the invoice grid's and the draft's totals and row buttons were
// off screen).
export const STUCK_RIGHT = {
  position: "sticky",
  right: 0,
  zIndex: 1,
  background: "var(--mantine-color-body)",
  boxShadow: "-6px 0 6px -6px rgba(0, 0, 0, 0.25)",
} as const;
