// Banners, sliders, image upload addresses and the public content feed (issue 16; administration §7).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";
import type { JsonBytes } from "../../../http/json-bytes";
import type { KeptReads } from "../../../http/kept-reads";
import { bannerRoutes } from "./banners.routes";
import { publicFeedRoutes } from "./feed.routes";
import { contentImageRoutes } from "./images.routes";
import { sliderRoutes } from "./sliders.routes";

/** For the events part (conventions, onsites, signings): their image removal and addresses. */
export { imageUrlOf, removeContentImage } from "./content-images";

export async function siteContentRoutes(
  instance: FastifyInstance,
  context: AppContext,
  lists: KeptReads<JsonBytes>,
): Promise<void> {
  await bannerRoutes(instance, context, lists);
  await sliderRoutes(instance, context);
  await contentImageRoutes(instance, context);
  await publicFeedRoutes(instance, context);
}
