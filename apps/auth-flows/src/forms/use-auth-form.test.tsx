import { act, fireEvent, render, screen } from '@testing-library/react';
import { object } from 'yup';
import '../testing/all-texts';
import { initSiteI18n } from '@echowatch/remote-kit';
import { TextField } from '@echowatch/ui';
import { filledText } from './field-rules';
import { useAuthForm } from './use-auth-form';

function NameForm({ onSend }: { onSend: (name: string) => Promise<void> }) {
  const form = useAuthForm({
    initialValues: { name: 'Lan' },
    schema: object({ name: filledText() }),
    labels: { name: 'login.username' },
    onSubmit: ({ name }) => onSend(name),
  });
  return (
    <form method="post" aria-label="Name" onSubmit={(event) => void form.submit(event)}>
      <TextField {...form.field('name')} label="Your name" />
      <button type="submit">{form.sending ? 'Sending' : 'Send'}</button>
    </form>
  );
}

describe('useAuthForm', () => {
  beforeAll(() => initSiteI18n({ language: 'en' }));

  it('sends once when a second send comes before the first has started', async () => {
    let finish = () => undefined as void;
    const onSend = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<NameForm onSend={onSend} />);
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
      fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    });
    expect(screen.getByRole('button', { name: 'Sending' })).toBeInTheDocument();
    await act(async () => finish());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Lan');
  });
});
