// Devices (administration §7 "Devices"): the paged list, one device, create or update in one PUT
// (version → 409), and delete (admin only, §6 isAdmin).
import type { TDevice, TSaveDevice } from "@gbo/contracts/settings";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type DeviceRow, devices } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { escapeLike, pageOf } from "./paging";

export const DEVICE_NOT_FOUND = "Device not found.";
export const DEVICE_STALE = "This device was changed by someone else. Reload and try again.";

export const toDevice = (row: DeviceRow): TDevice => ({
  id: row.id,
  name: row.name,
  kind: row.kind as TDevice["kind"],
  host: row.host,
  port: row.port,
  location: row.location,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

export async function listDevices(db: Db, query: { search?: string; page: number; pageSize: number }) {
  let where: SQL | undefined;
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    where = or(ilike(devices.name, like), ilike(devices.host, like), ilike(devices.location, like));
  }
  return pageOf(db, devices, where, [asc(devices.name), asc(devices.id)], query, toDevice);
}

export async function getDevice(db: Db, id: number): Promise<TDevice> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
  if (!row) throw new AppError("not_found", DEVICE_NOT_FOUND);
  return toDevice(row);
}

export async function saveDevice(db: Db, body: TSaveDevice): Promise<TDevice> {
  const fields = {
    name: body.name,
    kind: body.kind,
    host: body.host ?? "",
    port: body.port ?? null,
    location: body.location ?? "",
    note: body.note ?? "",
  };
  if (body.id === undefined) {
    const [row] = await db.insert(devices).values(fields).returning();
    return toDevice(row!);
  }
  await getDevice(db, body.id);
  const [row] = await db
    .update(devices)
    .set({ ...fields, version: sql`${devices.version} + 1` })
    .where(and(eq(devices.id, body.id), eq(devices.version, body.version ?? -1)))
    .returning();
  if (!row) throw new AppError("conflict", DEVICE_STALE);
  return toDevice(row);
}

export async function deleteDevice(db: Db, id: number) {
  const [row] = await db.delete(devices).where(eq(devices.id, id)).returning({ id: devices.id });
  if (!row) throw new AppError("not_found", DEVICE_NOT_FOUND);
  return { ok: true as const };
}
