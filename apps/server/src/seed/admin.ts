import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { seedWorker } from "./workers-factory";

/**
 * The first administrator of an empty database. Without ADMIN_PASSWORD a random one is generated and
 * returned so the process can print it once; it is never stored anywhere but as a hash.
 */
export async function seedAdmin(
  db: Db,
  options: { password: string | undefined },
): Promise<{ userName: string; generatedPassword: string | null }> {
  const generatedPassword = options.password ? null : randomBytes(12).toString("base64url");
  await seedWorker(db, {
    userName: "admin",
    displayName: "Administrator",
    email: "admin@example.com",
    claims: "admin",
    password: options.password ?? generatedPassword ?? "",
    emailVerified: true,
  });
  return { userName: "admin", generatedPassword };
}
