import { createRemoteConfig, type BuildMode } from '@echowatch/configs/webpack';

export const createConfig = (mode: BuildMode) =>
  createRemoteConfig({ dir: import.meta.dirname, mode, devPort: 3001, remote: 'marketing-blog' });
