// Queue routes (workflow §2): one generic screen, driven by the domain QUEUES table.
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

const queuePage = lazyRouteComponent(() => import("./queue-page"), "QueuePage");

/** What the shell's menu shows of the queues; the app hands it to the router's context. */
export { stationMenu } from "./station-menu";

export const queueRoutes = [
  screen("/receiving", queuePage),
  screen("/invoicing", queuePage),
  screen("/comics", queuePage),
  screen("/signature", queuePage),
  screen("/pressing", queuePage),
  screen("/grading", queuePage),
  screen("/labels", queuePage),
  screen("/heatseal", queuePage),
  screen("/slab", queuePage),
  screen("/quality", queuePage),
  screen("/imaging", queuePage),
  screen("/shipping", queuePage),
  screen("/shipping-canada", queuePage),
  screen("/shipping-pickup", queuePage),
  screen("/billing", queuePage),
  // Completed orders: no menu link, so any signed-in worker (the server checks per order).
  screen("/support", queuePage),
];
