// Shelves (issue 17; administration §3 "Shelf", §4 shelf action, §5 shelf id, §7 Shelves calls).
import { z } from "zod";

/** A shelf id as typed: "a-1-b" is read as "A-1-B" (domain normalizeShelfId). */
export const ZShelfPathSchema = z.object({ id: z.string().max(20) });
