// Customers (issue 13): what other features may use — finding a customer and reading the profile (the
// submission, invoice and e-mail screens pick the customer and their addresses with these).
export { customerProfileQuery, useCustomerSearch } from "./api/customer-calls";
export { CustomerFinder } from "./customer-finder";
