import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithShell } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { RemoteBoundary } from './remote-boundary';

let healthy = false;

function RemotePage() {
  if (!healthy) throw new Error('remote render failed');
  return <h1>Pricing</h1>;
}

function Harness() {
  const [retries, setRetries] = useState(0);
  return (
    <RemoteBoundary key={retries} onRetry={() => setRetries((n) => n + 1)} showDetails>
      <RemotePage />
    </RemoteBoundary>
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps a page that throws inside a localised fallback, and retries it', async () => {
    healthy = false;
    const { user } = await renderWithShell(<Harness />, { language: 'en' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This part of the site could not be loaded');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByText('remote render failed', { exact: false })).toBeInTheDocument();

    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Vietnamese by default', async () => {
    healthy = false;
    await renderWithShell(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Phần này tạm thời chưa tải được');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
