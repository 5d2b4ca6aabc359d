// Failed e-mails (administration §4). Import from "@gbo/domain/mail".
export * from "./resend";
