// Every milestone e-mail's frame: the lab's logo and name on top, the lab's address, phone and e-mail at
// the foot. One column at most 600px wide, system fonts (no remote fonts, no stylesheet: the common
// clients drop <style> and <link>), every style inline.
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import type { LabDetails } from "../milestone-facts";
import type { MailFormat } from "./formatters";
import { COLORS, FONT_FAMILY } from "./mail-styles";

export function MailLayout(props: {
  lab: LabDetails;
  format: MailFormat;
  /** The line a client shows beside the subject in the inbox. */
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  const { lab, format } = props;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: COLORS.page, fontFamily: FONT_FAMILY, margin: 0, padding: "24px 0" }}>
        <Container
          style={{
            backgroundColor: "#ffffff",
            border: `1px solid ${COLORS.rule}`,
            borderRadius: 6,
            maxWidth: 600,
            width: "100%",
          }}
        >
          <Section style={{ borderBottom: `3px solid ${COLORS.accent}`, padding: "20px 28px 14px" }}>
            {lab.logoUrl ? (
              // fetchPriority "low": React would otherwise put a <link rel="preload"> for it in the <head>.
              <Img
                src={lab.logoUrl}
                alt={lab.name}
                height={48}
                fetchPriority="low"
                style={{ display: "block", marginBottom: 8 }}
              />
            ) : null}
            <Text style={{ color: COLORS.ink, fontSize: 18, fontWeight: 700, lineHeight: "24px", margin: 0 }}>
              {lab.name}
            </Text>
          </Section>
          <Section style={{ padding: "8px 28px 12px" }}>
            <Heading
              as="h1"
              style={{ color: COLORS.ink, fontSize: 22, lineHeight: "30px", margin: "16px 0 8px" }}
            >
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Hr style={{ borderColor: COLORS.rule, margin: 0 }} />
          <Section style={{ padding: "12px 28px 20px" }}>
            <Text style={footerText}>
              {lab.name}
              {lab.addressLines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </Text>
            <Text style={footerText}>
              Phone: {format.phone(lab.phone)}
              <br />
              E-mail:{" "}
              <Link href={`mailto:${lab.email}`} style={{ color: COLORS.muted }}>
                {lab.email}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footerText = { color: COLORS.muted, fontSize: 13, lineHeight: "19px", margin: "8px 0" };
