// Every milestone template renders both parts from the demo order (issue 33 "each template renders (HTML
// and text) in a test"), the text part holds every fact, and the HTML escapes what customers typed.
import { MILESTONES, type Milestone } from "@gbo/domain/mail";
import { describe, expect, it } from "vitest";
import { demoMilestoneInput } from "./demo-facts";
import type { LabDetails, MilestoneMailInput } from "./milestone-facts";
import { renderMilestoneMail } from "./render-milestone";

const LAB: LabDetails = {
  name: "Sarasota Comic Grading",
  addressLines: ["100 Main Street", "Sarasota, FL 34236"],
  phone: "9415550100",
  email: "orders@lab.example",
  hours: "Monday to Friday, 9:00 to 17:00",
  logoUrl: "https://lab.example/logo.png",
  timeZone: "America/New_York",
};

const demo = (milestone: Milestone) => demoMilestoneInput(milestone, LAB);

/** The demo input with its facts changed (the facts' milestone stays the same). */
function withFacts<M extends Milestone>(
  milestone: M,
  change: (facts: Extract<MilestoneMailInput["facts"], { milestone: M }>) => object,
): MilestoneMailInput {
  const input = demo(milestone);
  const facts = input.facts as Extract<MilestoneMailInput["facts"], { milestone: M }>;
  return { ...input, facts: { ...facts, ...change(facts) } as MilestoneMailInput["facts"] };
}

/**
 * Each fact appears in the text part, and (escaped as HTML writes it) in the HTML part as a reader sees
 * it: the tags (a bold word, React's empty comments between adjacent text pieces) are dropped first.
 */
function expectFacts(mail: { html: string; text: string }, facts: string[]) {
  const html = mail.html.replace(/<[^>]*>/g, "");
  for (const fact of facts) {
    expect(mail.text).toContain(fact);
    const escaped = fact.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");
    expect(html.includes(escaped), `HTML part lacks ${JSON.stringify(escaped)}`).toBe(true);
  }
}

describe("renderMilestoneMail", () => {
  it("renders every milestone as an HTML document and a text part, with the lab's header and footer", async () => {
    for (const milestone of MILESTONES) {
      const mail = await renderMilestoneMail(demo(milestone));
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain("<html");
      expect(mail.html).toMatch(
        /<img [^>]*alt="Sarasota Comic Grading"[^>]*src="https:\/\/lab\.example\/logo\.png"/,
      );
      expect(mail.html).toContain("max-width:600px");
      expect(mail.html).not.toMatch(/<link|@import|fonts\.googleapis/);
      expect(mail.text).not.toContain("<");
      expectFacts(mail, [
        "Sarasota Comic Grading",
        "100 Main Street",
        "Sarasota, FL 34236",
        "(941) 555-0100",
      ]);
      expect(mail.text).toContain("orders@lab.example");
      expect(mail.subject).toContain("order 26-ABC1234 — Sarasota Comic Grading");
    }
  });

  it("received: the check-in day, per tier what was on the form and in the box, and what is missing", async () => {
    const mail = await renderMilestoneMail(demo("received"));
    expect(mail.subject).toBe("Received: order 26-ABC1234 — Sarasota Comic Grading");
    expectFacts(mail, [
      "checked in on November 5, 2026",
      "Spawn #1 was on the submission form but was not in the box.",
    ]);
    expect(mail.text).toMatch(/Modern\s+4\s+3\n/);
    expect(mail.text).toMatch(/Vintage\s+2\s+2\n/);
    expect(mail.text).toMatch(/Total\s+6\s+5\n/);

    const complete = await renderMilestoneMail(withFacts("received", () => ({ missingNote: null })));
    expect(complete.text).toContain("Everything on the form was in the box.");
    expect(complete.text).not.toContain("Missing:");
  });

  it("invoice: lines, totals, payments and the balance due in the order's currency", async () => {
    const mail = await renderMilestoneMail(demo("invoice"));
    expect(mail.subject).toBe("Invoice ready, balance due: order 26-ABC1234 — Sarasota Comic Grading");
    expectFacts(mail, ["Balance due: $684.50.", "Vintage — Premium", "$900.00", "-$50.00", "$1,184.50"]);
    expect(mail.text).toMatch(/Modern — Standard\s+3\s+\$135\.00\n/);
    expect(mail.text).toMatch(/Card — Visa ending 4242 · at submission\s+\$500\.00\n/);
    expect(mail.text).toMatch(/Balance due\s+\$684\.50\n/);

    const paid = await renderMilestoneMail(
      withFacts("invoice", (facts) => ({ paidCents: facts.totalCents, balanceCents: 0 })),
    );
    expect(paid.subject).toBe("Invoice ready: order 26-ABC1234 — Sarasota Comic Grading");
    expect(paid.text).toContain("It is paid in full: nothing is owed.");
  });

  it("invoice: a Canadian order in Canadian dollars, dates and phone written the Canadian way", async () => {
    const input = demo("invoice");
    const canadian: MilestoneMailInput = {
      ...input,
      lab: { ...LAB, timeZone: "America/Toronto" },
      order: { ...input.order, currency: "CAD", customer: { ...input.order.customer, country: "CA" } },
    };
    const mail = await renderMilestoneMail(canadian);
    expectFacts(mail, ["Balance due: CA$684.50.", "CA$1,184.50", "941-555-0100"]);
    const received = await renderMilestoneMail({ ...canadian, facts: demo("received").facts });
    expect(received.text).toContain("checked in on 5 November 2026");
  });

  it("grades: every comic with its title, issue, grade, category and cert number; a reject's reason", async () => {
    const mail = await renderMilestoneMail(demo("grades"));
    expect(mail.subject).toBe("Grades ready: order 26-ABC1234 — Sarasota Comic Grading");
    expect(mail.text).toMatch(/Amazing Spider-Man #300\s+9\.8\s+Universal\s+26-ABC1234-001\n/);
    expect(mail.text).toMatch(/Batman #423\s+9\.6\s+Signature Series\s+26-ABC1234-002\n/);
    expect(mail.text).toMatch(/Incredible Hulk #181\s+Raw 4\.0\s+Universal\s+26-ABC1234-004\n/);
    expect(mail.text).toMatch(/Saga #1\s+Rejected\s+Universal/);
    expectFacts(mail, [
      "Amazing Spider-Man #300",
      "26-ABC1234-001",
      "Raw 4.0",
      "Saga #1:",
      "The cover is detached at both staples, so it cannot be sealed in a holder.",
    ]);
  });

  it("shipped: the carrier, the tracking number linked to the carrier's page, the packing list", async () => {
    const mail = await renderMilestoneMail(demo("shipped"));
    const url = "https://www.ups.com/track?tracknum=1Z999AA10123456784";
    expect(mail.subject).toBe("Shipped: order 26-ABC1234 — Sarasota Comic Grading");
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(`Tracking number: 1Z999AA10123456784 ${url}`);
    expect(mail.text).toContain("Carrier: UPS");
    expect(mail.text).toMatch(/Batman #423\s+26-ABC1234-002\n/);
    expect(mail.text).not.toContain("Correction");

    const noPage = await renderMilestoneMail(
      withFacts("shipped", () => ({
        carrier: "Lab courier",
        trackingUrl: null,
        missingNote: "Saga #1 stays here.",
      })),
    );
    expect(noPage.html).not.toContain('href="https://www.ups.com');
    expect(noPage.text).toContain("Tracking number: 1Z999AA10123456784\n");
    expect(noPage.text).toContain("Not in this box: Saga #1 stays here.");
  });

  it("shipped correction: says the earlier number was wrong and gives the right one", async () => {
    const mail = await renderMilestoneMail(
      withFacts("shipped", () => ({ correction: { from: "1Z999AA10000000000" } })),
    );
    expect(mail.subject).toBe("Correction: new tracking number, order 26-ABC1234 — Sarasota Comic Grading");
    expectFacts(mail, [
      "Correction: the tracking number in our earlier e-mail about order 26-ABC1234, 1Z999AA10000000000, was wrong. The right number is 1Z999AA10123456784.",
    ]);
    const unknownFrom = await renderMilestoneMail(
      withFacts("shipped", () => ({ correction: { from: null } })),
    );
    expect(unknownFrom.text).toContain(
      "the tracking number in our earlier e-mail about order 26-ABC1234 was wrong. The right number is 1Z999AA10123456784.",
    );
  });

  it("pickup: the lab's address and hours, and what is waiting", async () => {
    const mail = await renderMilestoneMail(demo("pickup"));
    expect(mail.subject).toBe("Ready for pickup: order 26-ABC1234 — Sarasota Comic Grading");
    expectFacts(mail, ["ready for pickup", "Hours: Monday to Friday, 9:00 to 17:00", "Sarasota, FL 34236"]);
    expect(mail.text).toMatch(/X-Men #1\s+26-ABC1234-003\n/);
  });

  it("payment: the receipt's facts, with the entry this e-mail is for marked", async () => {
    const mail = await renderMilestoneMail(demo("payment"));
    expect(mail.subject).toBe("Payment received: order 26-ABC1234 — Sarasota Comic Grading");
    expectFacts(mail, [
      "We received your payment of $684.50 on November 20, 2026, 2:05 PM EST for order 26-ABC1234.",
      "November 2, 2026, 10:12 AM EST",
      "Dana Whitfield",
      "dana.whitfield@example.com",
      "Premium member",
      "MO — Modern",
      "auth 0H7Q2K · ref 60123456789",
    ]);
    expect(mail.text).toMatch(/Grand total\s+\$1,184\.50\n/);
    expect(mail.text).toMatch(/Card or bank charge — Visa ending 4242\s+Paid\s+\$684\.50\n\s+This receipt\n/);
    expect(mail.text).toMatch(/Balance due\s+\$0\.00\n/);
    expect(mail.html).toContain("background-color:#fff6d6");
  });

  it("refund: the refund marked on the receipt, the payment it takes back listed too", async () => {
    const mail = await renderMilestoneMail(demo("refund"));
    expect(mail.subject).toBe("Refund issued: order 26-ABC1234 — Sarasota Comic Grading");
    expectFacts(mail, [
      "We refunded $120.00 to you on November 24, 2026, 11:30 AM EST for order 26-ABC1234.",
      "-$120.00",
    ]);
    expect(mail.text).toMatch(
      /Refund — Saga #1 rejected, not graded\s+Refund\s+-\$120\.00\n\s+This receipt\n/,
    );
    expect(mail.text).toMatch(/Card or bank charge — Visa ending 4242\s+Paid\s+\$684\.50\n\s+auth/);
    expect(mail.text).toMatch(/Total\s+\$1,064\.50\n/);
  });

  it("escapes what customers and staff typed in the HTML part", async () => {
    const mail = await renderMilestoneMail(
      withFacts("grades", (facts) => ({
        comics: [{ ...facts.comics[0], title: '<script>alert("x")</script>', issue: "1 & 2" }],
      })),
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; #1 &amp; 2<");
    expect(mail.text).toContain('<script>alert("x")</script> #1 & 2');
  });

  it("keeps a line break in the lab's name out of the subject", async () => {
    const mail = await renderMilestoneMail({ ...demo("received"), lab: { ...LAB, name: "Comic\r\nLab" } });
    expect(mail.subject).toBe("Received: order 26-ABC1234 — Comic Lab");
  });

  it("shows the lab's name alone when there is no logo", async () => {
    const mail = await renderMilestoneMail({ ...demo("pickup"), lab: { ...LAB, logoUrl: null } });
    expect(mail.html).not.toContain("<img");
    expect(mail.text).toContain("Sarasota Comic Grading");
  });

  it("renders one e-mail (both parts) in a few milliseconds once warm", async () => {
    const input = demo("refund");
    for (let i = 0; i < 5; i++) await renderMilestoneMail(input);
    const runs = 20;
    const start = performance.now();
    for (let i = 0; i < runs; i++) await renderMilestoneMail(input);
    const perMail = (performance.now() - start) / runs;
    console.log(`milestone e-mail render (refund receipt, HTML + text): ${perMail.toFixed(2)} ms each`);
    expect(perMail).toBeLessThan(100);
  });
});
