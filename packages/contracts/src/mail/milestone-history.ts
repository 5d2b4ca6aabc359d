// Issue 33: what was said to customers: an order's e-mails, a customer's history (customer-slice helper fills this).
export {};
