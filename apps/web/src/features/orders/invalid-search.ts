/**
 * /orders/invalid?id=…: the order, tier or comic id that was read and not found. The order page, the
 * address guards and the tier screen pass it so the page can say which id failed.
 */
export const INVALID_ID_PARAM = "id";
export type InvalidSearch = { id?: string };
