import type { TWorker } from "@gbo/contracts/workers";
import { parseClaims } from "@gbo/domain/claims";
import type { WorkerRow } from "../../../db/schema/index";

export function toWorker(row: WorkerRow): TWorker {
  return {
    id: row.id,
    email: row.email,
    userName: row.userName,
    displayName: row.displayName,
    claims: parseClaims(row.claims),
    isActive: row.isActive,
    frontedAccess: row.frontedAccess,
    hasPassword: row.passwordHash != null,
    version: row.version,
  };
}
