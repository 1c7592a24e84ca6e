import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderWithShell, testSiteConfig } from '@echowatch/test-utils';
import '../testing/all-texts';
import { answerCaptcha, answerSso } from '../testing/sso-api';
import { Captcha } from './captcha';

afterEach(() => jest.useRealTimers());

describe('Captcha with the sandbox provider', () => {
  it('is a visible checkbox whose token comes from the sandbox; unticking withdraws it', async () => {
    const issued = answerCaptcha();
    const onChange = jest.fn();
    const { user } = await renderWithShell(<Captcha onChange={onChange} />, { language: 'en' });
    const group = screen.getByRole('group', { name: 'Captcha check' });
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(group).toContainElement(box);

    await user.click(box);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('captcha-1');
    expect(issued).toHaveLength(1);
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box).not.toBeChecked();
  });

  it('says when no token could be had', async () => {
    answerSso('post', '/__sandbox/captcha/token', () => HttpResponse.error());
    const onChange = jest.fn();
    const { user } = await renderWithShell(<Captcha onChange={onChange} />, { language: 'vi' });
    await user.click(screen.getByRole('checkbox', { name: 'Tôi không phải là người máy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể xác minh captcha. Vui lòng đánh dấu lại ô xác minh.');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('checkbox', { name: 'Tôi không phải là người máy' })).not.toBeChecked();
  });
});

describe('Captcha with the reCAPTCHA provider', () => {
  const config = testSiteConfig({ captcha: { provider: 'recaptcha', siteKey: 'site-key-123', loadTimeoutMs: 4000 } });

  it("loads Google's widget with the site key and says so when it cannot load in time", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    // The widget's code arrives on demand: its lazy part resolves inside act, as the clock moves.
    await act(async () => {
      await renderWithShell(<Captcha onChange={jest.fn()} />, { language: 'en', config });
      await jest.advanceTimersByTimeAsync(10);
    });
    const script = document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(script?.src).toContain('https://www.google.com/recaptcha/api.js');
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(4000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The captcha could not load. Check your connection, then reload the page.');
  });
});
