import { TASK_COMPLETED } from "@gbo/domain/messages";
import { notifications } from "@mantine/notifications";
import { TOAST_MS } from "../../api/http-client";

/** Administration §8: every e-mail action that succeeds says so in the spec's words. */
export function toastTaskCompleted(): void {
  notifications.show({ color: "green", message: TASK_COMPLETED, autoClose: TOAST_MS });
}
