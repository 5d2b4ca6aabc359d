// /submissions/new without ?user=: find the customer the submission is for, then the draft opens with
// ?user={id}.
import { CustomerFinder } from "../../customers";
import { useDraftNavigation } from "./draft-route";

export function CustomerPicker() {
  const nav = useDraftNavigation();
  return (
    <CustomerFinder
      title="New submission"
      intro="Choose the customer the submission is for."
      onPick={(r) => void nav.toDraft(r.id)}
    />
  );
}
