// GET /api/health: the process answers and its database is migrated (operations.md).
export { healthRoutes } from "./health.routes";
