import { TextField, type TextFieldProps } from './text-field';
import { OTP_LENGTH, otpDigits } from './validation';
import * as styles from './forms.module.css';

/**
 * One box for a 6-digit code: the phone offers the code from the SMS or the authenticator
 * (one-time-code), and a pasted "123 456" keeps its digits.
 */
export function OtpField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return (
    <TextField
      {...props}
      onValueChange={(value) => props.onValueChange(otpDigits(value))}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      // Room for a pasted code with a space or dash; only the digits are kept.
      maxLength={OTP_LENGTH + 2}
      inputClassName={styles.otp}
    />
  );
}
