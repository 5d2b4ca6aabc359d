// Issue 33: the lab's name, address, hours and logo (settings-slice helper fills this).
export {};
