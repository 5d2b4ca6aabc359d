// Invoicing and pre-receiving screens (issue 15), each part's routes from its own folder.
import { invoiceRoutes } from "./invoice/routes";
import { prereceivingRoutes } from "./prereceiving/routes";

export const invoicingRoutes = [...invoiceRoutes, ...prereceivingRoutes];
