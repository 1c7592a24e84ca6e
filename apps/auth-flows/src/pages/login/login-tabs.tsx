import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './login-page.module.css';

export interface LoginTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/** ARIA tabs: arrow keys, Home and End move between tabs, and the selected one is the one tab stop. */
export function LoginTabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: LoginTab[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function move(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.id === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
