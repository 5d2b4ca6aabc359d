// The lab at a glance (issue 18): read-only aggregates over station_visits, which triggers keep in
// step with every order and tier status move (migration 0015, D28).
export { dashboardRoutes } from "./dashboard.routes";
