// What the embed guard's tests share: one stored card as the API shows it (a PaymentMethod answer).
export const SAMPLE_CARD = {
  id: 7,
  userId: 3,
  type: "CreditCard",
  displayName: "Visa ending 4242",
  brand: "Visa",
  cardNumber: "4242",
  expireMonth: 12,
  expireYear: 2030,
  bankName: null,
  accountNumber: null,
  isExpired: false,
  createdAt: "2026-01-01T00:00:00.000Z",
};
