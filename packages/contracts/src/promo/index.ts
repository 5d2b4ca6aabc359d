// Promo codes (submissions-pricing §3, §7; administration §3 "Promo code", §5, §7, §9): the reads the
// pricing screens use and the administration screens' list, form and bodies. Import from
// "@gbo/contracts/promo".
export * from "./admin";
export * from "./codes";
