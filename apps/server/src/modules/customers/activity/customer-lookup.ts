// Every activity call names a customer: an unknown id answers 404 before anything is read or written.
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CustomerRow, customers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";

export const CUSTOMER_NOT_FOUND_MESSAGE = "Customer not found.";

export async function requireCustomer(db: Db, id: number): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw new AppError("not_found", CUSTOMER_NOT_FOUND_MESSAGE);
  return row;
}

/** A LIKE pattern matching text at the start, with the user's %, _ and \ taken literally. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pageOf<T>(rows: T[], page: number, pageSize: number, total: number) {
  return { rows, page, pageSize, total };
}
