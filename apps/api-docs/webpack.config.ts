import { createRemoteConfig, type BuildMode } from '@echowatch/configs/webpack';

export const createConfig = (mode: BuildMode) =>
  createRemoteConfig({ dir: import.meta.dirname, mode, devPort: 3004, remote: 'api-docs' });
