import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import * as styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * Pressing the button leaves the focus in the field being typed in. For a submit button: that
   * field's blur check cannot then move the button away between press and release (which would
   * swallow the click), and the submit checks every field itself.
   */
  keepFocus?: boolean;
}

/** The class of a button look, for a link that must look like a button. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return styles[variant]!;
}

/** A button in one of the site's looks; `type` is "button" unless said otherwise, never a stray submit. */
export function Button({ variant = 'primary', keepFocus, type = 'button', className, onMouseDown, ...button }: ButtonProps) {
  function mouseDown(event: MouseEvent<HTMLButtonElement>) {
    if (keepFocus) event.preventDefault();
    onMouseDown?.(event);
  }
  return (
    <button
      {...button}
      type={type}
      className={[styles[variant], className].filter(Boolean).join(' ')}
      onMouseDown={mouseDown}
    />
  );
}
