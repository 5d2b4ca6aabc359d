// The worker label queue (administration §2 "/manage/labels", labels claim; issue 17).
import { screen } from "../../shell/app-routes";
import { CAPABILITY as CAP } from "../not-built/capabilities";
import { notBuilt } from "../not-built/not-built-page";

export const labelsRoutes = [
  screen("/manage/labels", notBuilt({ title: "Worker label queue", capability: CAP.labels })),
];
