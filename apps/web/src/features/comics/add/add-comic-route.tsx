import { useParams } from "@tanstack/react-router";
import { AddComicPage } from "./add-comic-page";

/** /orders/$id/comic/$comicRef: the guard has checked and cased the params. */
export function AddComicRoute() {
  const { id, comicRef } = useParams({ from: "/app/orders/$id/comic/$comicRef" });
  return <AddComicPage key={`${id}/${comicRef}`} orderId={id} comicId={comicRef} />;
}
