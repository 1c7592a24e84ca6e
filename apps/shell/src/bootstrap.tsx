import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { injectTokens } from '@echowatch/design-tokens';
import { initSiteI18n } from '@echowatch/remote-kit';
import { loadSiteConfig } from './config/load-site-config';
import { registerComposition } from './federation/remote-loader';
import './i18n/register';
import { ShellApp } from './shell-app';
import { StartupFailure } from './pages/startup-failure/startup-failure';

async function start(): Promise<void> {
  injectTokens();
  await initSiteI18n();
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  try {
    const config = await loadSiteConfig();
    registerComposition(config.remotes);
    root.render(
      <StrictMode>
        <ShellApp config={config} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<StartupFailure error={error} />);
  }
}

void start();
