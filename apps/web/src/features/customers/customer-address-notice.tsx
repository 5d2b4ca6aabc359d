// Above the customer's tabs (issue 33 point 4): a warning when the e-mail address is not an e-mail (the
// product's one pattern), and when the latest finished e-mail to it bounced, with when and the relay's words.

import { EMAIL_NOT_VALID_WARNING } from "@gbo/domain/customers";
import { Alert, Stack } from "@mantine/core";
import { dateTime } from "../../ui/format";
import { useCustomerMail } from "./api/customer-mail-calls";

export function bounceText(bounce: { at: string; error: string }): string {
  return `This address bounced on ${dateTime(bounce.at)}: ${bounce.error}`;
}

export function CustomerAddressNotice({ customerId }: { customerId: number }) {
  const mail = useCustomerMail(customerId).data;
  if (!mail || (mail.isEmailValid && !mail.bounce)) return null;
  return (
    <Stack gap="xs">
      {mail.isEmailValid ? null : (
        <Alert color="orange" title="E-mail address" role="alert">
          {EMAIL_NOT_VALID_WARNING}
        </Alert>
      )}
      {mail.bounce ? (
        <Alert color="red" title="E-mail bounced" role="alert">
          {bounceText(mail.bounce)}
        </Alert>
      ) : null}
    </Stack>
  );
}
