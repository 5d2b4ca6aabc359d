import { isTierId } from "@gbo/domain/ids";
import { useParams } from "@tanstack/react-router";
import { CAPABILITY } from "../not-built/capabilities";
import { NotBuiltPage } from "../not-built/not-built-page";
import { TierPage } from "./tier-page";

const COMIC_SCREEN = { title: "Comic screen", capability: CAPABILITY.comics };

/** /orders/$id/$sub: a tier id opens the tier screen; a comic id the comic screen (a later issue). */
export function OrderPartPage() {
  const { id = "", sub = "" } = useParams({ strict: false }) as { id?: string; sub?: string };
  if (isTierId(sub)) return <TierPage key={`${id}/${sub}`} orderId={id} tierId={sub} />;
  return <NotBuiltPage screen={COMIC_SCREEN} />;
}
