// One e-mail pattern for every form (worker, onsite info, facilitators, new-user search): something
// before an @, a domain with a dot, no spaces. Deliverability is the mail server's question.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}
