import { isTierId } from "@gbo/domain/ids";
import { useParams } from "@tanstack/react-router";
import { ComicPage } from "../comics/comic-page";
import { CAPABILITY } from "../not-built/capabilities";
import { NotBuiltPage } from "../not-built/not-built-page";
import { TierPage } from "./tier-page";

const NEW_COMIC_SCREEN = { title: "New comic", capability: CAPABILITY.comics };

/** /orders/$id/$sub: a tier id opens the tier screen; a comic id the comic screen ('new' comes later). */
export function OrderPartPage() {
  const { id = "", sub = "" } = useParams({ strict: false }) as { id?: string; sub?: string };
  if (isTierId(sub)) return <TierPage key={`${id}/${sub}`} orderId={id} tierId={sub} />;
  if (sub === "new") return <NotBuiltPage screen={NEW_COMIC_SCREEN} />;
  return <ComicPage key={`${id}/${sub}`} orderId={id} comicId={sub} view={null} />;
}
