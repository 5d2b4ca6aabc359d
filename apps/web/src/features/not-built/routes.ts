// Screens of the spec that later work delivers: each shows a "not yet built" page. When one is built,
// its route moves to its feature's routes.ts with the real component.
import { menuClaimsFor } from "@gbo/domain/menu";
import { screen } from "../../shell/app-routes";
import { CAPABILITY as CAP } from "./capabilities";
import { notBuilt } from "./not-built-page";

// Invoicing (submissions-pricing §2); the submission screens are in features/submissions
const invoicingRoutes = [
  screen("/invoicing/$id", notBuilt({ title: "Invoicing", capability: CAP.submissions }), ["invoicing"]),
  screen("/invoicedetail/$id", notBuilt({ title: "Invoicing detail", capability: CAP.submissions }), [
    "invoicing",
  ]),
  screen(
    "/invoice/comic/$id/$name/$comicId",
    notBuilt({ title: "Invoice comic (add or edit)", capability: CAP.submissions }),
  ),
  screen("/reholder/$id/$name/$comicId", notBuilt({ title: "Reholder form", capability: CAP.submissions })),
];

// Site content (administration §2), claim managecontent
const content = (path: string) => menuClaimsFor(path);
const contentRoutes = [
  screen("/banners", notBuilt({ title: "Banners", capability: CAP.content })),
  screen("/banners/$id", notBuilt({ title: "Banner", capability: CAP.content }), content("/banners")),
  screen("/slider", notBuilt({ title: "Sliders", capability: CAP.content })),
  screen("/sliders", notBuilt({ title: "Sliders", capability: CAP.content }), content("/slider")),
  screen("/slider/$id", notBuilt({ title: "Slider", capability: CAP.content }), content("/slider")),
  screen("/conventions", notBuilt({ title: "Conventions", capability: CAP.content })),
  screen(
    "/conventions/$id",
    notBuilt({ title: "Convention", capability: CAP.content }),
    content("/conventions"),
  ),
  screen("/onsites", notBuilt({ title: "Onsite events", capability: CAP.content })),
  screen("/onsites/$id", notBuilt({ title: "Onsite event", capability: CAP.content }), content("/onsites")),
  screen("/signings", notBuilt({ title: "Signings", capability: CAP.content })),
  screen("/signings/$id", notBuilt({ title: "Signing", capability: CAP.content }), content("/signings")),
  screen("/subscribes", notBuilt({ title: "Subscribes", capability: CAP.content })),
  screen("/turnaroundtimes", notBuilt({ title: "Turnaround times", capability: CAP.content })),
  screen(
    "/turnaroundtimes/$id",
    notBuilt({ title: "Turnaround time", capability: CAP.content }),
    content("/turnaroundtimes"),
  ),
  screen(
    "/turnaround",
    notBuilt({ title: "Turnaround", capability: CAP.content }),
    content("/turnaroundtimes"),
  ),
];

// Administration (administration §2)
const adminRoutes = [
  screen("/devices", notBuilt({ title: "Devices", capability: CAP.administration })),
  screen(
    "/devices/$id",
    notBuilt({ title: "Device", capability: CAP.administration }),
    menuClaimsFor("/devices"),
  ),
  screen("/shelves", notBuilt({ title: "Shelves", capability: CAP.administration })),
  screen(
    "/shelves/$id",
    notBuilt({ title: "Shelf", capability: CAP.administration }),
    menuClaimsFor("/shelves"),
  ),
  screen("/promocodes", notBuilt({ title: "Promo codes", capability: CAP.administration })),
  screen("/promocodes/$id", notBuilt({ title: "Promo code", capability: CAP.administration })),
  screen("/manage/labels", notBuilt({ title: "Worker label queue", capability: CAP.labels })),
  screen("/settings", notBuilt({ title: "Exchange-rate settings", capability: CAP.settings })),
  screen("/sendEmail", notBuilt({ title: "Failed and bulk e-mails", capability: CAP.settings })),
];

export const notBuiltRoutes = [...invoicingRoutes, ...contentRoutes, ...adminRoutes];
