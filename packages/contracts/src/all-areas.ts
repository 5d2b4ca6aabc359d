// Every area of the contracts, by name: what the contract-wide tests (naming, integer bounds) walk.
import * as auth from "./auth/index";
import * as catalog from "./catalog/index";
import * as comics from "./comics/index";
import * as common from "./common/index";
import * as content from "./content/index";
import * as contentEvents from "./content-events/index";
import * as customerActivity from "./customer-activity/index";
import * as customers from "./customers/index";
import * as dashboard from "./dashboard/index";
import * as externalUsers from "./external-users/index";
import * as invoicing from "./invoicing/index";
import * as labels from "./labels/index";
import * as mail from "./mail/index";
import * as orders from "./orders/index";
import * as payments from "./payments/index";
import * as promo from "./promo/index";
import * as salesReps from "./sales-reps/index";
import * as settings from "./settings/index";
import * as shelves from "./shelves/index";
import * as submissions from "./submissions/index";
import * as workers from "./workers/index";

export { auth, common, orders };

export const areas = {
  auth,
  catalog,
  comics,
  common,
  content,
  contentEvents,
  customerActivity,
  customers,
  dashboard,
  externalUsers,
  invoicing,
  labels,
  mail,
  orders,
  payments,
  promo,
  salesReps,
  settings,
  shelves,
  submissions,
  workers,
} as const;
