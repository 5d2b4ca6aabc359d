// Query keys of the order screens. Everything about one order sits under ["orders", id] so a live event
// or a write invalidates the summary, its log and its tier screens with one prefix.
export const orderKeys = {
  all: ["orders"] as const,
  order: (orderId: string) => ["orders", orderId] as const,
  summary: (orderId: string) => ["orders", orderId, "summary"] as const,
  log: (orderId: string) => ["orders", orderId, "log"] as const,
  tier: (orderId: string, tierId: string) => ["orders", orderId, "tiers", tierId] as const,
  comic: (orderId: string, comicId: string) => ["orders", orderId, "comics", comicId] as const,
};

export const queueKeys = {
  all: ["queues"] as const,
};
