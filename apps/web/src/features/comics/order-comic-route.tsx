import { useParams } from "@tanstack/react-router";
import { AddComicPage } from "./add";
import { ComicPage } from "./comic-page";

/** /order/$orderId/$comicRef: the comic's screen where it is (no jump to its status's view), or adding one. */
export function OrderComicRoute() {
  const { orderId, comicRef } = useParams({ from: "/app/order/$orderId/$comicRef" });
  if (comicRef === "new") return <AddComicPage key={`${orderId}/new`} orderId={orderId} comicId="new" />;
  return (
    <ComicPage
      key={`${orderId}/${comicRef}`}
      orderId={orderId}
      comicId={comicRef}
      view={null}
      followStatus={false}
    />
  );
}
