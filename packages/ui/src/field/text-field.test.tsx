import { useState, useSyncExternalStore } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return <TextField label="Email" value={value} onValueChange={setValue} {...props} />;
}

/** A form that, like a page reading the window's width, renders again right after it hydrated. */
function FormThatRendersAgain({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  const wide = useSyncExternalStore(() => () => undefined, () => true, () => false);
  onValue(value);
  return (
    <form method="post" className={wide ? 'wide' : undefined}>
      <TextField label="Email" value={value} onValueChange={setValue} />
    </form>
  );
}

describe('TextField', () => {
  it('keeps what a visitor typed into the server-sent box before the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FormThatRendersAgain onValue={() => undefined} />);
    document.body.append(container);
    container.querySelector('input')!.value = 'typed.early@example.com';
    const seen: string[] = [];
    await act(async () => {
      render(<FormThatRendersAgain onValue={(value) => seen.push(value)} />, { container, hydrate: true });
    });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('typed.early@example.com');
    expect(seen.at(-1)).toBe('typed.early@example.com');
    container.remove();
  });

  it('is named by its label and passes typed text on', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    await user.type(box, 'a@b.vn');
    expect(box).toHaveValue('a@b.vn');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('ties the hint and the error to the input, and marks it invalid', () => {
    render(<Controlled id="mail" hint="We never share it" error="Enter an email" />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'mail-hint mail-error');
    expect(box).toHaveAccessibleDescription('We never share it Enter an email');
  });

  it('keeps the error line in the page, empty, so a later message is announced', () => {
    render(<Controlled id="mail" />);
    const line = document.getElementById('mail-error');
    expect(line).toBeEmptyDOMElement();
    expect(line).toHaveAttribute('aria-live', 'polite');
  });

  it('lets a form state that a checked field is valid', () => {
    render(<Controlled aria-invalid={false} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'false');
  });

  it('marks a required field for the eye and for assistive technology, its name left as it is', () => {
    render(<Controlled id="mail" markRequired />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toHaveAttribute('aria-required', 'true');
    // The style sheet draws the star after a label that says data-required; the label's text stays the name.
    const label = document.querySelector('label[for="mail"]')!;
    expect(label).toHaveAttribute('data-required');
    expect(label).toHaveTextContent(/^Email$/);
    expect(screen.getByLabelText('Email', { exact: true })).toBe(box);
    expect(box).toHaveAccessibleName('Email');
  });

  it('marks nothing on a field that is not required', () => {
    render(<Controlled id="mail" />);
    expect(document.querySelector('label[for="mail"]')).not.toHaveAttribute('data-required');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-required');
  });

  it('reports blur, as formik-style forms check a field on it', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    render(<Controlled onBlur={onBlur} />);
    await user.click(screen.getByRole('textbox'));
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
