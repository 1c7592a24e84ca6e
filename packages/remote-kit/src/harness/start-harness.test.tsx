import { act, screen } from '@testing-library/react';
import type { RemotePageProps } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { startHarness } from './start-harness';

function ConfigReport({ config }: RemotePageProps) {
  return <p>{config.images ? `pictures through ${config.images.endpoint}` : 'pictures from their source'}</p>;
}

describe('startHarness', () => {
  afterEach(() => document.getElementById('root')?.remove());

  it('gives pages the local configuration without the image route, which only the shell serves', async () => {
    // The file the harness reads does name the route; the development server could not answer it.
    expect(localEnvironment).toHaveProperty('images.endpoint');
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    window.history.pushState({}, '', '/report');
    await act(() =>
      startHarness({
        remote: 'marketing-blog',
        routes: [{ path: '/report', title: 'Report', load: async () => ({ Page: ConfigReport, prepare: async () => undefined }) }],
      }),
    );
    expect(await screen.findByText('pictures from their source')).toBeInTheDocument();
  });
});
