import { Badge, type BadgeProps } from "@mantine/core";

// One colour per step so a glance down a table tells the stations apart; finished states are grey.
const STATUS_COLORS: Record<string, string> = {
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

const STATUS_LABELS: Record<string, string> = {
  AddComic: "Add comic",
  InProcess: "In process",
  ShipToCanada: "Ship to Canada",
  ReadyForPickUp: "Ready for pickup",
  ImagingSP: "Imaging SP",
  PreGrade: "Pre-grade",
  HeatSeal: "Heat seal",
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export function StatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <Badge
      color={STATUS_COLORS[status] ?? "gray"}
      variant="light"
      radius="sm"
      data-status={status}
      {...props}
    >
      {statusLabel(status)}
    </Badge>
  );
}
