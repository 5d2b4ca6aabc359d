import { comicSeqOf, isTierId } from "@gbo/domain/ids";
import { Navigate, useParams } from "@tanstack/react-router";
import { AddComicScreen, ComicPage } from "../comics";
import { TierPage } from "./tier-page";

/**
 * /orders/$id/$sub: a tier id opens the tier screen; 'new' the add-comic screen; a comic id the comic
 * screen, any of its forms ("SO-001", the order's unique id) first replaced by the sequence.
 */
export function OrderPartPage() {
  const { id = "", sub = "" } = useParams({ strict: false }) as { id?: string; sub?: string };
  if (isTierId(sub)) return <TierPage key={`${id}/${sub}`} orderId={id} tierId={sub} />;
  if (sub === "new") return <AddComicScreen key={`${id}/new`} orderId={id} comicId="new" />;
  const seq = comicSeqOf(id, sub);
  if (seq && seq !== sub) return <Navigate to="/orders/$id/$sub" params={{ id, sub: seq }} replace />;
  return <ComicPage key={`${id}/${sub}`} orderId={id} comicId={sub} view={null} />;
}
