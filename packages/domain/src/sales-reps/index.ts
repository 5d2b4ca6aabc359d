// Sales reps (administration §3, §4): the form and the deletion rule. Import from "@gbo/domain/sales-reps".
export * from "./sales-rep-rules";
