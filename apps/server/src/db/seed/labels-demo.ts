// Demo label queues and printed labels (issue 17).
import type { Db } from "../client";

export async function seedDemoLabels(_db: Db): Promise<void> {}
