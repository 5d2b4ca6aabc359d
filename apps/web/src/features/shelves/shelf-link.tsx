// "Shelf A-1-B", linking to the shelf: where a tier sits, on the tier screen and the order summary.
import { Anchor } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { MouseEvent } from "react";

export function ShelfLink({ shelfId, size = "sm" }: { shelfId: string | null; size?: "xs" | "sm" }) {
  if (!shelfId) return null;
  return (
    <Anchor
      component={Link}
      to={`/shelves/${shelfId}`}
      size={size}
      data-shelf-link={shelfId}
      // Inside a row that opens on click (the order's tiers): the link alone answers.
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      Shelf {shelfId}
    </Anchor>
  );
}
