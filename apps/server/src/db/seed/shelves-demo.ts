// Demo shelves with tiers on them and their log (issue 17).
import type { Db } from "../client";

export async function seedDemoShelves(_db: Db): Promise<void> {}
