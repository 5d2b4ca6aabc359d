// One feedback channel per scan (issue 10 point 3): a line under the scan box, and a short beep for
// success, warning and refusal that the worker can turn off. No toasts: they stack over the list being
// checked. The beeps are Web Audio oscillator tones; no audio files to load.
import { Alert, Switch } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";

export type ScanTone = "ok" | "warning" | "error";

export type ScanFeedback = { code: string; message: string; tone: ScanTone };

/** localStorage key of the worker's choice ("off" silences the beeps; anything else is on). */
export const SCAN_SOUND_KEY = "gbo.scan.sound";

const TONE_COLOR = { ok: "green", warning: "yellow", error: "red" } as const;

// Success: one short high beep; warning: two middle ones; refusal: one low, longer buzz.
const BEEPS: Record<ScanTone, { frequency: number; type: OscillatorType; ms: number; count: number }> = {
  ok: { frequency: 1046, type: "sine", ms: 90, count: 1 },
  warning: { frequency: 660, type: "triangle", ms: 90, count: 2 },
  error: { frequency: 196, type: "square", ms: 260, count: 1 },
};

let audio: AudioContext | null = null;

export function isScanSoundOn(): boolean {
  try {
    return localStorage.getItem(SCAN_SOUND_KEY) !== JSON.stringify("off");
  } catch {
    return true;
  }
}

/** Plays the tone's beep unless the worker turned sounds off or the browser has no Web Audio. */
export function playScanSound(tone: ScanTone): void {
  if (!isScanSoundOn() || typeof window === "undefined" || !("AudioContext" in window)) return;
  try {
    audio ??= new AudioContext();
    const beep = BEEPS[tone];
    const start = audio.currentTime;
    for (let i = 0; i < beep.count; i += 1) {
      const at = start + (i * beep.ms * 1.6) / 1000;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = beep.type;
      oscillator.frequency.value = beep.frequency;
      // A quick fade out: a tone cut off abruptly clicks.
      gain.gain.setValueAtTime(0.15, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + beep.ms / 1000);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + beep.ms / 1000);
    }
  } catch {
    // A browser that refuses audio (no user gesture yet, no device) still shows the line.
  }
}

/** The worker's switch for the beeps, remembered on this computer. */
export function ScanSoundToggle() {
  const [value, setValue] = useLocalStorage<"on" | "off">({ key: SCAN_SOUND_KEY, defaultValue: "on" });
  return (
    <Switch
      size="xs"
      label="Scan sounds"
      checked={value !== "off"}
      onChange={(event) => setValue(event.currentTarget.checked ? "on" : "off")}
    />
  );
}

/** The line under the scan box: what the last scan did. Read by screen readers as a status. */
export function ScanFeedbackLine({ feedback }: { feedback: ScanFeedback | null }) {
  if (!feedback) return <div role="status" aria-live="polite" />;
  return (
    <Alert
      py={4}
      px="sm"
      color={TONE_COLOR[feedback.tone]}
      variant="light"
      role="status"
      data-scan-feedback={feedback.tone}
      styles={{ message: { fontSize: "var(--mantine-font-size-sm)" } }}
    >
      <b>{feedback.code}</b> — <span>{feedback.message}</span>
    </Alert>
  );
}
