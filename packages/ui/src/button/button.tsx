import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import * as styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';
/** `medium` (44 px) for calls to action and forms, `small` (36 px) inside dense rows. */
export type ButtonSize = 'medium' | 'small';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Pressing the button leaves the focus in the field being typed in. For a submit button: that
   * field's blur check cannot then move the button away between press and release (which would
   * swallow the click), and the submit checks every field itself.
   */
  keepFocus?: boolean;
}

/** The class of a button look, for a link that must look like a button. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'medium'): string {
  return [styles[variant], size === 'small' && variant !== 'text' ? styles.small : undefined].filter(Boolean).join(' ');
}

/** A button in one of the site's looks; `type` is "button" unless said otherwise, never a stray submit. */
export function Button({ variant = 'primary', size, keepFocus, type = 'button', className, onMouseDown, ...button }: ButtonProps) {
  function mouseDown(event: MouseEvent<HTMLButtonElement>) {
    if (keepFocus) event.preventDefault();
    onMouseDown?.(event);
  }
  return (
    <button
      {...button}
      type={type}
      className={[buttonClassName(variant, size), className].filter(Boolean).join(' ')}
      onMouseDown={mouseDown}
    />
  );
}
