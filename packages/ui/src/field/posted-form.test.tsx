import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { PostedFormProvider, postedFormOf, type PostedForm } from './posted-form';
import { TextField } from './text-field';

const HOSTILE = '$& autofocus onfocus=alert(1) "><img src=x>';

function SignInForm({ seen = () => undefined }: { seen?: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  seen(email);
  return (
    <form method="post">
      <TextField label="Email" name="email" type="email" value={email} onValueChange={setEmail} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} />
      <TextField label="Code" name="code" autoComplete="one-time-code" value="" onValueChange={() => undefined} />
    </form>
  );
}

/** The server's reading of a posted form, which notes the fields that showed their text. */
function recording(values: Record<string, string>) {
  const shown: Record<string, string> = {};
  const form: PostedForm = {
    text: (name) => {
      if (name in values) shown[name] = values[name]!;
      return values[name];
    },
  };
  return { form, shown };
}

const serverPage = (posted: PostedForm | undefined) =>
  renderToString(
    <PostedFormProvider value={posted}>
      <SignInForm />
    </PostedFormProvider>,
  );

describe('a form posted before its code ran', () => {
  it('comes back from the server with the plain fields holding exactly what was posted, as text', () => {
    const container = document.createElement('div');
    const { form, shown } = recording({ email: HOSTILE, password: 'S3cret!pw', code: '123456' });
    container.innerHTML = serverPage(form);
    const [email, password, code] = [...container.querySelectorAll('input')];
    expect(email!.value).toBe(HOSTILE);
    expect(container.querySelector('img, [autofocus], [onfocus]')).toBeNull();
    expect(password!.value).toBe('');
    expect(code!.value).toBe('');
    expect(container.innerHTML).not.toContain('S3cret!pw');
    expect(container.innerHTML).not.toContain('123456');
    // Only what a plain field showed may travel on to the browser.
    expect(shown).toEqual({ email: HOSTILE });
  });

  it('keeps its text once the page hydrates with what the server showed, and hands it to the form', async () => {
    const container = document.createElement('div');
    const { form, shown } = recording({ email: 'typed@example.com', password: 'S3cret!pw' });
    container.innerHTML = serverPage(form);
    document.body.append(container);
    const seen: string[] = [];
    const page = (
      <PostedFormProvider value={postedFormOf(shown)}>
        <SignInForm seen={(email) => seen.push(email)} />
      </PostedFormProvider>
    );
    await act(async () => void hydrateRoot(container, page));
    expect(container.querySelector('input')!.value).toBe('typed@example.com');
    expect(seen.at(-1)).toBe('typed@example.com');
    container.remove();
  });

  it('renders as usual when nothing was posted', () => {
    expect(serverPage(undefined)).not.toContain('value="typed');
  });
});
