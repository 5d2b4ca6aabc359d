// Account rules (DESIGN §7): the password policy. Import from "@gbo/domain/account".
export * from "./common-passwords";
export * from "./password-policy";
