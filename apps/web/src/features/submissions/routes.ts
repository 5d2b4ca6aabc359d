// /submissions/{id} ('new' builds a draft for a chosen customer; an order id shows the submitted order and
// its receiving check), /submissions/{id}/comic and /submissions/{id}/reholder (submissions-pricing §2).
// Claims: those of the /receiving menu link (receiving, comics or invoicing); admin holds all.
import { menuClaimsFor } from "@gbo/domain/menu";
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";

const claims = menuClaimsFor("/receiving");

export const submissionRoutes = [
  screen(
    "/submissions/$id",
    lazyRouteComponent(() => import("./submission-page"), "SubmissionPage"),
    claims,
  ),
  screen(
    "/submissions/$id/comic",
    lazyRouteComponent(() => import("./draft/draft-pages"), "DraftComicPage"),
    claims,
  ),
  screen(
    "/submissions/$id/reholder",
    lazyRouteComponent(() => import("./draft/draft-pages"), "DraftReholderPage"),
    claims,
  ),
];
