// The domain's status-to-station table as a SQL expression, so aggregates group by station in the
// database while the table itself lives once, in @gbo/domain/dashboard (STATIONS).
import { STATIONS } from "@gbo/domain/dashboard";
import { type SQL, sql } from "drizzle-orm";

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function caseOf(column: string, scope: "order" | "tier"): string {
  const arms = STATIONS.filter((station) => station.scope === scope).flatMap((station) =>
    station.statuses.map((status) => `WHEN ${literal(status)} THEN ${literal(station.key)}`),
  );
  return `CASE ${column} ${arms.join(" ")} END`;
}

/** The station key of a stay's `column` status (status, prev_status, next_status), or NULL. */
export function stationOf(column: "status" | "prev_status" | "next_status", alias = "v"): SQL {
  const col = `${alias}.${column}`;
  return sql.raw(
    `(CASE WHEN ${alias}.tier_id = '' THEN ${caseOf(col, "order")} ELSE ${caseOf(col, "tier")} END)`,
  );
}

/** Every status some station lists, per scope: the open stays worth counting. */
export function stationStatusFilter(alias = "v"): SQL {
  const of = (scope: "order" | "tier") =>
    STATIONS.filter((s) => s.scope === scope)
      .flatMap((s) => s.statuses)
      .map(literal)
      .join(", ");
  return sql.raw(
    `((${alias}.tier_id = '' AND ${alias}.status IN (${of("order")})) OR (${alias}.tier_id <> '' AND ${alias}.status IN (${of("tier")})))`,
  );
}
