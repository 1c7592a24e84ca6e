import { createRemoteConfig, type BuildMode } from '@echowatch/configs/webpack';

export const createConfig = (mode: BuildMode) =>
  createRemoteConfig({ dir: import.meta.dirname, mode, devPort: 3002, remote: 'pricing-reporting' });
