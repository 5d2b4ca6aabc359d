import type { TComic } from "@gbo/contracts/orders";
import { type ComicView, comicViewForStatus, isComicView } from "@gbo/domain/comic";
import { Alert, Badge, Center, Grid, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useEffect } from "react";
import { ApiError } from "../../api";
import { useLiveOrderEvents } from "../live";
import { CAPABILITY } from "../not-built/capabilities";
import { useOrder } from "../orders";
import { useComic } from "./api/get-comic";
import { ComicDetails } from "./components/comic-details";
import { ComicHeader } from "./components/comic-header";
import { ComicHistoryPanel } from "./components/comic-history-panel";
import { ComicViewTabs, comicViewLabel } from "./components/comic-view-tabs";
import { GradeView } from "./grade";

/** /orders/$id/$comicId/$view: the route's component (the guard has checked and cased the params). */
export function ComicViewPage() {
  const { id, sub, view } = useParams({ from: "/app/orders/$id/$sub/$view" });
  return <ComicPage key={`${id}/${sub}`} orderId={id} comicId={sub} view={isComicView(view) ? view : null} />;
}

/**
 * /orders/$id/$comicId[/$view]: one comic. Opened without a view it goes to its status's view
 * (workflow §4); a comic that does not load goes to /orders/invalid echoing the id.
 */
export function ComicPage({
  orderId,
  comicId,
  view,
}: {
  orderId: string;
  comicId: string;
  view: ComicView | null;
}) {
  const navigate = useNavigate();
  const comic = useComic(orderId, comicId);
  useLiveOrderEvents();
  const isMissing = comic.error instanceof ApiError && comic.error.status === 404;
  const statusView = comic.data ? comicViewForStatus(comic.data.status) : null;
  const redirectTo = view === null && statusView ? statusView : null;

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
  const details = <ComicDetails comic={comic} countryCode={countryCode} />;
  return (
    <Stack gap="sm">
      <ComicHeader comic={comic} />
      <ComicViewTabs orderId={comic.orderId} comicId={comicId} current={view} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {view === "grade" ? (
            <GradeView comic={comic} orderId={comic.orderId} />
          ) : view === null ? (
            details
          ) : (
            <Stack gap="sm">
              <ViewNotBuilt view={view} />
              {details}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ComicHistoryPanel comic={comic} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A child view whose actions come later: said in the placeholder's words, so coverage counts it as not built. */
function ViewNotBuilt({ view }: { view: ComicView }) {
  return (
    <Paper withBorder radius="md" p="sm" data-view-not-built={view}>
      <Group gap="sm" wrap="nowrap">
        <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
          not yet built
        </Badge>
        <Text size="sm">
          The {comicViewLabel(view)} view's actions will be delivered by <b>{CAPABILITY.comics}</b>. Until
          then it shows the comic's details.
        </Text>
      </Group>
    </Paper>
  );
}
