import { useEffect, useRef, useState } from 'react';

const FLASH_MS = 900;

/** A short hint over the player ("Pause", "+5 s") that fades after a moment. */
export function useFlash() {
  const [flash, setFlash] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const showFlash = (text: string) => {
    clearTimeout(timer.current);
    setFlash(text);
    timer.current = setTimeout(() => setFlash(null), FLASH_MS);
  };
  return { flash, showFlash };
}
