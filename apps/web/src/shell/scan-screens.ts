// The screens a scan opens (order summary, tier, comic) are lazy chunks. A station worker scans soon after
// signing in, so once the signed-in shell has loaded and the browser is idle their code is fetched
// ahead: the first scan then waits only for its data (DESIGN §9: a scan resolves within 150 ms). Which
// screens those are, the features' routes say (`staticData.isScanScreen`); the shell imports no feature.
import type { AnyRouter } from "@tanstack/react-router";

/** The routes marked as scan screens, their chunks loaded. */
function preloadScanScreens(router: AnyRouter) {
  for (const route of Object.values(router.routesById)) {
    if (route.options.staticData?.isScanScreen) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

/** After the page's load event, a second, and an idle moment: never part of the first load itself. */
export function preloadScanScreensWhenIdle(router: AnyRouter): () => void {
  let isCancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const preload = () => {
    if (isCancelled) return;
    const run = () => {
      if (!isCancelled) preloadScanScreens(router);
    };
    if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2000 });
    else run();
  };
  const afterLoad = () => {
    timer = setTimeout(preload, 1000);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    isCancelled = true;
    if (timer) clearTimeout(timer);
    window.removeEventListener("load", afterLoad);
  };
}
