// The worker label queue (administration §2 "/manage/labels", labels claim; issue 17).
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { LabelQueuePage } from "./queue/label-queue-page";

export const labelsRoutes = [screen("/manage/labels", LabelQueuePage, menuClaimsFor("/manage/labels"))];
