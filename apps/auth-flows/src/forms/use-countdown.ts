import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a countdown that starts when the component mounts (remount it, e.g. with a new
 * key, to start again); `onDone` runs once when it reaches 0.
 */
export function useCountdown(seconds: number, onDone?: () => void): number {
  const [endsAt] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        done.current?.();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  return left;
}
