// E-mail: failed list, resend, bulk resend and /sendEmail over the outbox (issue 16).
export { mailRoutes } from "./mail.routes";
export { MilestoneFactsError, readMilestoneInput } from "./milestones/milestone-facts-read";
export { renderPendingMilestones } from "./milestones/renderer";
export { countOutboxBacklog, type OutboxBacklog } from "./outbox-backlog";
