import { COMIC_VIEWS, type ComicView } from "@gbo/domain/comic";
import { Button, Group } from "@mantine/core";
import { Link } from "@tanstack/react-router";

const VIEW_LABEL: Record<ComicView, string> = {
  edit: "Edit",
  imagingsp: "Imaging SP",
  signature: "Signature",
  grade: "Grade",
  labels: "Labels",
  imaging: "Imaging",
};

export function comicViewLabel(view: ComicView): string {
  return VIEW_LABEL[view];
}

/** The comic's child views as links; the one shown is marked as the current page. */
export function ComicViewTabs({
  orderId,
  comicId,
  current,
}: {
  orderId: string;
  comicId: string;
  current: ComicView | null;
}) {
  return (
    <Group component="nav" aria-label="Comic views" gap={4} wrap="wrap">
      {COMIC_VIEWS.map((view) => (
        <Button
          key={view}
          component={Link}
          to={`/orders/${orderId}/${comicId}/${view}`}
          size="compact-sm"
          variant={view === current ? "filled" : "subtle"}
          aria-current={view === current ? "page" : undefined}
        >
          {VIEW_LABEL[view]}
        </Button>
      ))}
    </Group>
  );
}
