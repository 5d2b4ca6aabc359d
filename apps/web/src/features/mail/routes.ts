// /sendEmail: failed and bulk e-mails, and a message to customers (issue 16; administration §2). The menu
// tables give /sendEmail no link and so no claim; it takes the server's claim for every e-mail call.
import { MAIL_CLAIMS } from "@gbo/contracts/mail";
import { screen } from "../../shell/app-routes";
import { MailPage } from "./mail-page";

export const mailRoutes = [screen("/sendEmail", MailPage, MAIL_CLAIMS)];
