// Issue 33: the manager's preview of the customer e-mails (settings-slice helper fills this).
export {};
