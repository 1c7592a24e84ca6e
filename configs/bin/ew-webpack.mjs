#!/usr/bin/env node
// Runs an app's TypeScript webpack config through the shared build CLI.
import { register } from 'tsx/esm/api';

register();
await import('../webpack/cli.ts');
