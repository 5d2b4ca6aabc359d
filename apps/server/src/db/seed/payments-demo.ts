import type { Db } from "../client";

// SCAFFOLD (issue 12, money slice): demo payment methods, charges (settled and not), refunds and voids.
export async function seedDemoPayments(_db: Db): Promise<void> {}
