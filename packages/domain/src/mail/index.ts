// Failed e-mails (administration §4) and the customer's milestone e-mails (issue 33). Import from "@gbo/domain/mail".

export * from "./carrier-tracking";
export * from "./mail-format";
export * from "./milestones";
export * from "./resend";
