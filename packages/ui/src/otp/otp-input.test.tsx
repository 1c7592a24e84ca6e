import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { codeDigits, OtpInput } from './otp-input';

function Controlled({ length }: { length?: number }) {
  const [code, setCode] = useState('');
  return <OtpInput label="Code" value={code} onValueChange={setCode} length={length} />;
}

describe('OtpInput', () => {
  it('asks the phone for a one-time code on the number pad', () => {
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Code' });
    expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps only digits while typing', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Code' });
    await user.type(box, '12a3');
    expect(box).toHaveValue('123');
  });

  it('keeps the digits of a pasted code with a space or a dash', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Code' });
    await user.click(box);
    await user.paste('123 456');
    expect(box).toHaveValue('123456');
    await user.clear(box);
    await user.paste('654-321');
    expect(box).toHaveValue('654321');
  });

  it('stops at the code length', () => {
    expect(codeDigits('1234567', 6)).toBe('123456');
    expect(codeDigits('12 34 56', 4)).toBe('1234');
  });
});
