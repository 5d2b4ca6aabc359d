// The customer's activity views (issue 13), each `({ customerId })`, rendered by the customer detail's
// tabs: orders, comics, history (with Reset password) and rewards.
export { CustomerComicsView } from "./customer-comics-view";
export { CustomerHistoryView } from "./customer-history-view";
export { CustomerOrdersView } from "./customer-orders-view";
export { CustomerRewardsView } from "./customer-rewards-view";
export { CustomerResetPasswordButton } from "./reset-password-button";
