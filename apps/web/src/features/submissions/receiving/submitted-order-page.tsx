// Scaffold: a submitted order and its receiving check (issue 14).
import { Title } from "@mantine/core";

export function SubmittedOrderPage({ orderId }: { orderId: string }) {
  return <Title order={1}>Submission {orderId}</Title>;
}
