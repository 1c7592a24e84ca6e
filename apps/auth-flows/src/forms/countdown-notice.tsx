import type { ReactNode } from 'react';
import { useCountdown } from './use-countdown';
import * as styles from './forms.module.css';

/**
 * A visible countdown (role timer, so it is not read out every second) that calls `onDone` at 0.
 * It starts when shown.
 */
export function CountdownNotice({
  seconds,
  onDone,
  children,
}: {
  seconds: number;
  onDone?: () => void;
  children: (left: number) => ReactNode;
}) {
  const left = useCountdown(seconds, onDone);
  return (
    <p role="timer" className={styles.muted}>
      {children(left)}
    </p>
  );
}
