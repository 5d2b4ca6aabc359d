// SCAFFOLD (issue 13, customer activity slice): the customer's orders, comics, history and rewards views,
// each `({ customerId }: { customerId: number }) => JSX`, rendered by the customer detail's tabs.
export function CustomerOrdersView(_props: { customerId: number }) {
  return null;
}
export function CustomerComicsView(_props: { customerId: number }) {
  return null;
}
export function CustomerHistoryView(_props: { customerId: number }) {
  return null;
}
export function CustomerRewardsView(_props: { customerId: number }) {
  return null;
}
