import { Alert, List } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** A failure heading from the spec ('Error updating password', …) with the server's messages under it. */
export function ErrorSummary({ heading, messages }: { heading: string; messages: readonly string[] }) {
  return (
    <Alert color="red" variant="light" title={heading} icon={<IconAlertCircle size={18} />} role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm" spacing={2}>
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
