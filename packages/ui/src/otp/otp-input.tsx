import { TextField, type TextFieldProps } from '../field/text-field';
import * as styles from './otp-input.module.css';

export type OtpInputProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'inputClassName'> & {
  /** How many digits the code has; 6 unless said otherwise. */
  length?: number;
};

/** The digits of a typed or pasted code, at most `length` of them ("123 456" → "123456"). */
export function codeDigits(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}

/**
 * One box for a numeric one-time code. A single input rather than a box per digit: the phone
 * offers the code from the SMS or the authenticator (autocomplete one-time-code) into it whole,
 * and a pasted "123 456" or "123-456" keeps its digits.
 */
export function OtpInput({ length = 6, onValueChange, ...props }: OtpInputProps) {
  return (
    <TextField
      {...props}
      onValueChange={(value) => onValueChange(codeDigits(value, length))}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      // Room for a pasted code with a space or dash; only the digits are kept.
      maxLength={length + 2}
      spellCheck={false}
      inputClassName={styles.otp}
    />
  );
}
