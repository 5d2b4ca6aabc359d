// What other features use of submissions: the invoice editor prices an invoice with the draft's calls and
// shows the same totals panel.
export { fetchPromoCode, useCheckoutData, useRates, useSubmitData } from "./draft/api/draft-calls";
export { RewardsInput } from "./draft/rewards-input";
export { TotalsPanel } from "./draft/totals-panel";
