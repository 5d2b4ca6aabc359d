import type { QueueKey } from "@gbo/domain/workflow";

/** Screen titles of the queue routes (workflow §2). */
export const QUEUE_TITLES: Record<QueueKey, string> = {
  receiving: "Receiving queue",
  invoicing: "Invoicing queue",
  addcomic: "Add comics queue",
  signature: "Signature queue",
  pressing: "Pressing queue",
  grading: "Grading queue",
  labels: "Labels queue",
  heatseal: "Heat seal queue",
  slab: "Slab queue",
  quality: "Quality control queue",
  imaging: "Imaging queue",
  shipping: "Shipping queue",
  "shipping-canada": "Ship to Canada queue",
  "shipping-pickup": "Ready for pickup queue",
  billing: "Billing queue",
  support: "Completed orders",
};

/** "Pickup and shipping lists remember a US or CA choice." */
export function hasCountryChoice(key: QueueKey): boolean {
  return key === "shipping" || key === "shipping-pickup";
}
