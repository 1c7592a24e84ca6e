import * as styles from './reference.module.css';

interface JsonBlockProps {
  value: unknown;
  label: string;
}

/**
 * Pretty JSON in a box that scrolls when long; focusable so keyboard users can scroll it too, and
 * then named (a group: a name on a bare <pre> is not allowed).
 */
export function JsonBlock({ value, label }: JsonBlockProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard
    <pre className={styles.json} tabIndex={0} role="group" aria-label={label}>
      <code>{JSON.stringify(value, null, 2)}</code>
    </pre>
  );
}
