import "altcha";
import { Input } from "@mantine/core";
import type {} from "altcha/types/react";
import { useEffect, useRef } from "react";
import { CAPTCHA_PATH } from "../api/recover-account";

type StateDetail = { state?: string; payload?: string };

/** The self-hosted proof-of-work captcha (altcha widget); reports its payload once solved. */
export function CaptchaField({
  onChange,
  error,
}: {
  onChange: (payload: string | null) => void;
  error?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail ?? {};
      onChangeRef.current(detail.state === "verified" && detail.payload ? detail.payload : null);
    };
    widget.addEventListener("statechange", onState);
    return () => widget.removeEventListener("statechange", onState);
  }, []);

  return (
    <Input.Wrapper label="Security check" error={error} data-testid="captcha">
      <altcha-widget
        ref={ref}
        challenge={CAPTCHA_PATH}
        name="altcha"
        style={{ "--altcha-max-width": "100%" }}
      />
    </Input.Wrapper>
  );
}
