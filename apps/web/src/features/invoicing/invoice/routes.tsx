// The invoicing screen /invoicing/{id} ('new' makes a walk-in invoice for a chosen customer) and the invoicing
// detail /invoicedetail/{id} (submissions-pricing §2). §6: the 'invoicing' claim.
import { screen } from "../../../shell/app-routes";
import { InvoiceDetailPage } from "./invoice-detail-page";
import { InvoicingPage } from "./invoicing-page";

export const invoiceRoutes = [
  screen("/invoicing/$id", InvoicingPage, ["invoicing"]),
  screen("/invoicedetail/$id", InvoiceDetailPage, ["invoicing"]),
];
