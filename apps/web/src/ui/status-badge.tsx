import { type OrderStatus, statusLabel, type TierStatus } from "@gbo/domain/workflow";
import { Badge, type BadgeProps } from "@mantine/core";

// One colour per step so a glance down a table tells the stations apart; finished states are grey.
// The theme darkens each light badge's ink to 4.5:1 (ui/theme.ts), so any colour here stays readable.
// Keyed by the domain's statuses: a status it adds is a compile error here until it has a colour.
const STATUS_COLORS: Record<OrderStatus | TierStatus, string> = {
  Submitted: "gray",
  Invoicing: "violet",
  AddComic: "grape",
  InProcess: "blue",
  Billing: "orange",
  Shipping: "teal",
  ShipToCanada: "teal",
  ReadyForPickUp: "cyan",
  Completed: "green",
  Cancelled: "red",
  ImagingSP: "pink",
  Signature: "grape",
  Pressing: "indigo",
  PreGrade: "blue",
  Finalize: "cyan",
  Labels: "yellow",
  HeatSeal: "orange",
  Slab: "lime",
  QC: "red",
  Imaging: "pink",
};

export function StatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <Badge
      color={STATUS_COLORS[status as OrderStatus | TierStatus] ?? "gray"}
      variant="light"
      radius="sm"
      data-status={status}
      {...props}
    >
      {statusLabel(status)}
    </Badge>
  );
}
