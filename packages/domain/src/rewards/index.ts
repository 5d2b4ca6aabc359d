// @gbo/domain/rewards — the rewards cap of submissions-pricing §5.
export * from "./apply-rewards";
