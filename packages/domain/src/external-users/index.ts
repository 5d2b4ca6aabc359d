// External users (administration §3): the form and the order-reference prefix. Import from
// "@gbo/domain/external-users".
export * from "./external-user-rules";
