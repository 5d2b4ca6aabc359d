// /submissions/{id} ('new' builds a draft for a chosen customer; an order id shows the submitted order and
// its receiving check), /submissions/{id}/comic and /submissions/{id}/reholder (submissions-pricing §2).
// Claims: those of the /receiving menu link (receiving, comics or invoicing); admin holds all.
import { menuClaimsFor } from "@gbo/domain/menu";
import { useParams } from "@tanstack/react-router";
import { screen } from "../../shell/app-routes";
import { DraftComicPage, DraftReholderPage, DraftSubmissionPage } from "./draft/draft-pages";
import { SubmittedOrderPage } from "./receiving/submitted-order-page";

const claims = menuClaimsFor("/receiving");

/** 'new' is the local draft; any other id is an order already submitted. */
function SubmissionPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  return id === "new" ? <DraftSubmissionPage /> : <SubmittedOrderPage orderId={id} />;
}

export const submissionRoutes = [
  screen("/submissions/$id", SubmissionPage, claims),
  screen("/submissions/$id/comic", DraftComicPage, claims),
  screen("/submissions/$id/reholder", DraftReholderPage, claims),
];
