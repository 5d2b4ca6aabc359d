// /sendEmail: failed and bulk e-mails, and a message to customers (issue 16; administration §2). The menu
// tables give /sendEmail no link and so no claim; it takes the server's claim for every e-mail call.

import { MAIL_CLAIMS } from "@gbo/contracts/mail";
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

export const mailRoutes = [
  screen(
    "/sendEmail",
    lazyRouteComponent(() => import("./mail-page"), "MailPage"),
    MAIL_CLAIMS,
  ),
];
