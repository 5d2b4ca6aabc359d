import { comicSeqOf, isTierId } from "@gbo/domain/ids";
import { lazyRouteComponent, Navigate, useParams } from "@tanstack/react-router";
import { ComicPage } from "../comics";
import { TierPage } from "./tier-page";

// Its own chunk: the tier and comic screens a scan opens stay as small as they were.
const AddComicPage = lazyRouteComponent(() => import("../comics/add"), "AddComicPage");

/**
 * /orders/$id/$sub: a tier id opens the tier screen; 'new' the add-comic screen; a comic id the comic
 * screen, any of its forms ("SO-001", the order's unique id) first replaced by the sequence.
 */
export function OrderPartPage() {
  const { id = "", sub = "" } = useParams({ strict: false }) as { id?: string; sub?: string };
  if (isTierId(sub)) return <TierPage key={`${id}/${sub}`} orderId={id} tierId={sub} />;
  if (sub === "new") return <AddComicPage key={`${id}/new`} orderId={id} comicId="new" />;
  const seq = comicSeqOf(id, sub);
  if (seq && seq !== sub) return <Navigate to="/orders/$id/$sub" params={{ id, sub: seq }} replace />;
  return <ComicPage key={`${id}/${sub}`} orderId={id} comicId={sub} view={null} />;
}
