// The worker label queue (administration §2 "/manage/labels", labels claim; issue 17).

import { menuClaimsFor } from "@gbo/domain/menu";
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

export const labelsRoutes = [
  screen(
    "/manage/labels",
    lazyRouteComponent(() => import("./queue/label-queue-page"), "LabelQueuePage"),
    menuClaimsFor("/manage/labels"),
  ),
];
