import type { TComic } from "@gbo/contracts/orders";
import { type ComicView, comicViewForStatus, isComicView } from "@gbo/domain/comic";
import { Alert, Center, Grid, Loader, Stack } from "@mantine/core";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useEffect } from "react";
import { ApiError } from "../../api";
import { useLiveOrderEvents } from "../live";
import { useOrder } from "../orders";
import { useComic } from "./api/get-comic";
import { ComicDetails } from "./components/comic-details";
import { ComicHeader } from "./components/comic-header";
import { ComicHistoryPanel } from "./components/comic-history-panel";
import { ComicViewTabs } from "./components/comic-view-tabs";
import type { ComicViewProps } from "./components/view-props";
import { EditView } from "./edit";
import { GradeView } from "./grade";
import { ImagingView } from "./imaging";
import { LabelsView } from "./labels";
import { ComicActions } from "./rework/comic-actions";
import { SignatureView } from "./signature";

/** /orders/$id/$comicId/$view: the route's component (the guard has checked and cased the params). */
export function ComicViewPage() {
  const { id, sub, view } = useParams({ from: "/app/orders/$id/$sub/$view" });
  return <ComicPage key={`${id}/${sub}`} orderId={id} comicId={sub} view={isComicView(view) ? view : null} />;
}

/**
 * /orders/$id/$comicId[/$view]: one comic. Opened without a view it goes to its status's view
 * (workflow §4) unless `followStatus` is false (/order/{id}/{comicId} stays on the details); a comic
 * that does not load goes to /orders/invalid echoing the id.
 */
export function ComicPage({
  orderId,
  comicId,
  view,
  followStatus = true,
}: {
  orderId: string;
  comicId: string;
  view: ComicView | null;
  followStatus?: boolean;
}) {
  const navigate = useNavigate();
  const comic = useComic(orderId, comicId);
  useLiveOrderEvents();
  const isMissing = comic.error instanceof ApiError && comic.error.status === 404;
  const statusView = comic.data ? comicViewForStatus(comic.data.status) : null;
  const redirectTo = view === null && followStatus && statusView ? statusView : null;

  useEffect(() => {
    if (isMissing) {
      void navigate({ to: "/orders/invalid", search: { id: `${orderId}/${comicId}` }, replace: true });
    } else if (redirectTo) {
      void navigate({ href: `/orders/${orderId}/${comicId}/${redirectTo}`, replace: true });
    }
  }, [isMissing, redirectTo, navigate, orderId, comicId]);

  if (comic.isError && !isMissing) {
    return (
      <Alert color="red" variant="light" title="The comic could not be loaded" maw={640}>
        {comic.error.message}
      </Alert>
    );
  }
  if (!comic.data || redirectTo) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  return <ComicScreen comic={comic.data} comicId={comicId} view={view} />;
}

function ComicScreen({ comic, comicId, view }: { comic: TComic; comicId: string; view: ComicView | null }) {
  // The order's country says the insured value's currency; the summary is usually cached already.
  const order = useOrder(comic.orderId);
  const countryCode = order.data?.order.countryCode ?? null;
  return (
    <Stack gap="sm">
      <ComicHeader comic={comic} />
      <ComicViewTabs orderId={comic.orderId} comicId={comicId} current={view} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ChildView comic={comic} countryCode={countryCode} view={view} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <ComicActions comic={comic} />
            <ComicHistoryPanel comic={comic} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The child view of the address; without one, the comic's details. */
function ChildView({ view, ...props }: ComicViewProps & { view: ComicView | null }) {
  switch (view) {
    case "grade":
      return <GradeView comic={props.comic} orderId={props.comic.orderId} />;
    case "signature":
      return <SignatureView {...props} />;
    case "labels":
      return <LabelsView {...props} />;
    case "imaging":
      return <ImagingView {...props} special={false} />;
    case "imagingsp":
      return <ImagingView {...props} special />;
    case "edit":
      return <EditView {...props} />;
    case null:
      return <ComicDetails {...props} />;
  }
}
