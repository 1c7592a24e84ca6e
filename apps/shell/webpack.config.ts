import { createHostConfig, type BuildMode } from '@echowatch/configs/webpack';

export const createConfig = (mode: BuildMode) =>
  createHostConfig({
    dir: import.meta.dirname,
    mode,
    devPort: 3000,
    serverEntry: './src/ssr/index.ts',
    earlyEntry: './src/early/early-events-entry.ts',
  });
