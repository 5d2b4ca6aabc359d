// Customers (administration §3, §5, §9): the member, new-member and address forms, memberships, the
// user search, and shipping on the customer's own carrier account. Import from "@gbo/domain/customers".

export * from "./audit-fields";
export * from "./customer-rules";
export * from "./mail-choices";
export * from "./memberships";
export * from "./shipping-accounts";
