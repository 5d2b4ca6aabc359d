import type { TComic } from "@gbo/contracts/orders";
import { Text } from "@mantine/core";

/** The grade child view of the comic screen (/orders/{id}/{comicId}/grade). */
export function GradeView({ comic }: { comic: TComic; orderId: string }) {
  return <Text>Grade {comic.grade ?? "—"}</Text>;
}
