import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import * as forms from '../../forms/forms.module.css';
import * as styles from './register-page.module.css';

export interface ProvinceOption {
  id: string;
  label: string;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();
}

/**
 * A select-only combobox (WAI-ARIA pattern) whose list is at most 400 px tall: arrows, Home/End,
 * PageUp/PageDown, typing the first letters, Enter or Space to choose, Escape to close.
 */
export function ProvinceSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  placeholder: string;
  options: ProvinceOption[];
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const listId = `${baseId}-list`;
  const errorId = `${baseId}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = useRef({ text: '', at: 0 });
  const list = useRef<HTMLUListElement>(null);
  const selected = options.find((option) => option.id === value);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    const element = list.current?.querySelector<HTMLElement>(`[id="${optionId(active)}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  });

  function openAt(index: number) {
    setActive(Math.max(0, Math.min(options.length - 1, index)));
    setOpen(true);
  }

  function choose(index: number) {
    const option = options[index];
    if (option) onChange(option.id);
    setOpen(false);
  }

  function typeahead(key: string) {
    const now = Date.now();
    const text = now - typed.current.at < 600 ? typed.current.text + key : key;
    typed.current = { text, at: now };
    const wanted = fold(text);
    const from = open ? active : Math.max(0, options.indexOf(selected!));
    const order = [...options.slice(from + (text.length === 1 ? 1 : 0)), ...options.slice(0, from + 1)];
    const match = order.find((option) => fold(option.label).startsWith(wanted));
    if (match) openAt(options.indexOf(match));
  }

  function keyDown(event: KeyboardEvent) {
    const current = open ? active : Math.max(0, options.indexOf(selected!));
    const moves: Record<string, number> = {
      ArrowDown: open ? current + 1 : current,
      ArrowUp: open ? current - 1 : current,
      Home: 0,
      End: options.length - 1,
      PageDown: current + 10,
      PageUp: current - 10,
    };
    if (event.key in moves) {
      event.preventDefault();
      openAt(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (open) choose(active);
      else openAt(current);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      typeahead(event.key);
    }
  }

  return (
    <div className={forms.field}>
      {/* Always required: the star is the one every form's labels carry (docs/product-rules.md, R-VALID-4). */}
      <span id={labelId} className={forms.label} data-required>
        {label}
      </span>
      <div className={styles.combo}>
        <div
          role="combobox"
          tabIndex={0}
          className={`${forms.input} ${styles.comboButton}`}
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-required="true"
          aria-controls={listId}
          aria-activedescendant={open ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onClick={() => (open ? setOpen(false) : openAt(Math.max(0, options.indexOf(selected!))))}
          onKeyDown={keyDown}
          onBlur={() => {
            setOpen(false);
            onBlur();
          }}
        >
          <span className={selected ? undefined : styles.placeholder}>{selected?.label ?? placeholder}</span>
        </div>
        <ul ref={list} role="listbox" id={listId} aria-labelledby={labelId} className={styles.list} hidden={!open}>
          {options.map((option, index) => (
            // Keyboard choice happens on the combobox (aria-activedescendant); options take the pointer.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={option.id === value}
              className={index === active ? styles.activeOption : styles.option}
              // Keeps focus on the combobox, so choosing with the mouse does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
      <p id={errorId} className={forms.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
