/** Which piece of work delivers a screen that is not built yet (shown on its placeholder page). */
export const CAPABILITY = {
  queues: "the order queues capability (station work lists)",
  orders: "the order summary and tier screens capability",
  submissions: "the submissions and invoicing capability",
  content: "the site content administration capability",
  administration: "the administration capability (workers, customers, devices, shelves)",
  labels: "the label printing capability",
  settings: "the settings and e-mail administration capability",
} as const;
