// Transaction rows as the domain's refund and void rules read them, and as the payments dialog shows them.
import type { TPaymentState } from "@gbo/contracts/payments";
import { fromCents } from "@gbo/domain/money";
import type { MoneyRow, PaymentState } from "@gbo/domain/workflow";
import type { TransactionRow } from "../../../db/schema/index";

export function toMoneyRow(row: TransactionRow): MoneyRow {
  return {
    id: row.id,
    transType: row.transType,
    amountCents: row.amount,
    isRefund: row.isRefund,
    isVoid: row.isVoid,
    success: row.success,
    parentId: row.parentId,
    settlesAt: row.settlesAt,
    createdAt: row.createdAt,
  };
}

export function toPaymentState(state: PaymentState, row: TransactionRow): TPaymentState {
  return {
    transactionId: state.id,
    transType: state.transType,
    description: row.description,
    amount: fromCents(state.amountCents),
    refunded: fromCents(state.refundedCents),
    refundable: fromCents(state.refundableCents),
    isVoided: state.isVoided,
    canVoid: state.canVoid,
    canRefundAtGateway: state.isGatewayCharge,
    createdAt: row.createdAt.toISOString(),
  };
}
