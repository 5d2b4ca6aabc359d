// The invoicing screen /invoicing/{id} ('new' makes a walk-in invoice for a chosen customer) and the invoicing
// detail /invoicedetail/{id} (submissions-pricing §2). §6: the 'invoicing' claim.
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../../shell/app-routes";

export const invoiceRoutes = [
  screen(
    "/invoicing/$id",
    lazyRouteComponent(() => import("./invoicing-page"), "InvoicingPage"),
    ["invoicing"],
  ),
  screen(
    "/invoicedetail/$id",
    lazyRouteComponent(() => import("./invoice-detail-page"), "InvoiceDetailPage"),
    ["invoicing"],
  ),
];
