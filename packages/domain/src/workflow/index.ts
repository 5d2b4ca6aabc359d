// Workflow rules (workflow.md §4–§6, §9; DESIGN §5). Split by concern; import from "@gbo/domain/workflow".
export * from "./money-statement";
export * from "./order-forms";
export * from "./order-rules";
export * from "./order-screen";
export * from "./permissions";
export * from "./queues";
export * from "./redo";
export * from "./refunds";
export * from "./result";
export * from "./scans";
export * from "./shipping-account";
export * from "./station-gates";
export * from "./statuses";
export * from "./tier-moved";
export * from "./tier-route";
export * from "./tier-services";
export * from "./transactions";
