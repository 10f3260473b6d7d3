// The order matters: boot.ts starts the page's requests before start.ts's imports
// (React, the federation runtime) are evaluated.
import { config } from './boot.ts';
import { start } from './start.ts';

start(window, config);
