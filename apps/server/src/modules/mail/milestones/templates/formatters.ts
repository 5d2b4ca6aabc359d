// The customer's way of writing amounts, dates and phones, fixed once per e-mail from its input so the
// templates never pass the country, currency or time zone around.
import { formatMailDate, formatMailDateTime, formatMailMoney, formatMailPhone } from "@gbo/domain/mail";
import type { MilestoneMailInput } from "../milestone-facts";

export type MailFormat = {
  money: (cents: number) => string;
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  phone: (phone: string) => string;
};

export function mailFormatOf(input: MilestoneMailInput): MailFormat {
  const { country } = input.order.customer;
  const { timeZone } = input.lab;
  return {
    money: (cents) => formatMailMoney(cents, input.order.currency, country),
    date: (iso) => formatMailDate(iso, timeZone, country),
    dateTime: (iso) => formatMailDateTime(iso, timeZone, country),
    phone: (phone) => formatMailPhone(phone, country),
  };
}

/** "Amazing Spider-Man #300" (an issue already written with its "#" keeps one). */
export function comicName(comic: { title: string; issue: string }): string {
  const issue = comic.issue.trim();
  if (!issue) return comic.title;
  return `${comic.title} ${issue.startsWith("#") ? issue : `#${issue}`}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
