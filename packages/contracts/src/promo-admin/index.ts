// Old import path, kept only while the apps move to "@gbo/contracts/promo" (issue 28); goes when no import
// of "@gbo/contracts/promo-admin" is left.
export * from "../promo/admin";
