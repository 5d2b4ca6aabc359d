// Shelf reads behind GET /api/shelves/info/{id}, /{id}, /shelfexists/{id} and /log/{id}: the id in
// the path is read like the entry screen reads it ("a-1-b" is A-1-B); anything else is the spec's 400.
import type { TShelfInfo } from "@gbo/contracts/shelves";
import { ENTER_VALID_SHELF_ID } from "@gbo/domain/messages";
import { normalizeShelfId, shelfLocation } from "@gbo/domain/shelves";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { findShelf } from "./shelves.queries";

export function shelfIdFromPath(text: string): string {
  const id = normalizeShelfId(text);
  if (!id) throw new AppError("bad_request", ENTER_VALID_SHELF_ID);
  return id;
}

/** A shelf not created yet is still a valid place to scan into: exists false, no country yet. */
export async function getShelfInfo(db: Db, id: string): Promise<TShelfInfo> {
  const shelf = await findShelf(db, id);
  if (!shelf) return { id, location: shelfLocation(id), country: null, tierCount: 0, exists: false };
  return { ...shelf, exists: true };
}
