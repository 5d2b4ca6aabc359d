import { useState } from "react";

/** A small choice remembered in localStorage (queue country, order view). Unknown stored values fall back. */
export function useStoredChoice<T extends string>(key: string, choices: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => {
    const stored = window.localStorage.getItem(key);
    return choices.includes(stored as T) ? (stored as T) : fallback;
  });
  function choose(next: T) {
    window.localStorage.setItem(key, next);
    setValue(next);
  }
  return [value, choose] as const;
}
