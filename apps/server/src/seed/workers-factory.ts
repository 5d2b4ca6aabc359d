// Shared by the demo seed, the admin seed and the int tests (DESIGN §3: one factory per record).
import { formatClaims, parseClaims } from "@gbo/domain/claims";
import type { Db } from "../db/client";
import type { WorkerRow } from "../db/schema/index";
import { hashPassword, insertWorker } from "../modules/identity/index";

export type SeedWorkerOptions = {
  userName?: string;
  claims: string | readonly string[];
  password?: string;
  displayName?: string;
  email?: string;
  role?: string;
  isActive?: boolean;
  emailVerified?: boolean;
};

let sequence = 0;

/** Inserts a worker; the password defaults to `<userName>-test-pass`. */
export async function seedWorker(
  db: Db,
  options: SeedWorkerOptions,
): Promise<WorkerRow & { password: string }> {
  sequence += 1;
  const userName = options.userName ?? `worker${Date.now().toString(36)}${sequence}`;
  const password = options.password ?? `${userName}-test-pass`;
  const row = await insertWorker(db, {
    userName,
    displayName: options.displayName ?? userName,
    email: options.email ?? `${userName.toLowerCase()}@example.test`,
    role: options.role ?? "authenticated",
    claims: formatClaims(parseClaims(options.claims)),
    isActive: options.isActive ?? true,
    emailVerified: options.emailVerified ?? true,
    passwordHash: await hashPassword(password),
  });
  return { ...row, password };
}
