// /submissions/{id}: 'new' is the local draft; any other id is an order already submitted.
import { useParams } from "@tanstack/react-router";
import { DraftSubmissionPage } from "./draft/draft-pages";
import { SubmittedOrderPage } from "./receiving/submitted-order-page";

export function SubmissionPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  return id === "new" ? <DraftSubmissionPage /> : <SubmittedOrderPage orderId={id} />;
}
