#!/usr/bin/env node
// In the workspace the loader's sources are TypeScript, which tsx runs; the published package's
// `bin` is the compiled src/server/host-files-bin.ts instead (publishConfig in package.json).
import { register } from 'tsx/esm/api';

register();
await import('../src/server/host-files-bin.ts');
