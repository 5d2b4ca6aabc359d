import { lazyRouteComponent } from "@tanstack/react-router";

/** The add-comic screen in its own chunk: the tier and comic screens a scan opens stay as small as they were. */
export const AddComicScreen = lazyRouteComponent(() => import("./add"), "AddComicPage");
