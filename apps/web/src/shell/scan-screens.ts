// The screens a scan opens (order summary, tier) are lazy chunks. A station worker scans soon after
// signing in, so once the signed-in shell has loaded and the browser is idle their code is fetched
// ahead: the first scan then waits only for its data (DESIGN §9: a scan resolves within 150 ms).
import { lazyRouteComponent } from "@tanstack/react-router";

export const OrderScreen = lazyRouteComponent(() => import("../features/orders/order-page"), "OrderPage");
export const OrderPartScreen = lazyRouteComponent(
  () => import("../features/tiers/order-part-page"),
  "OrderPartPage",
);

/** After the page's load event, a second, and an idle moment: never part of the first load itself. */
export function preloadScanScreensWhenIdle(): () => void {
  let isCancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const preload = () => {
    if (isCancelled) return;
    const run = () => {
      if (isCancelled) return;
      void OrderScreen.preload?.();
      void OrderPartScreen.preload?.();
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
