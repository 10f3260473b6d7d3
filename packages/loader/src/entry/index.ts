import { afterFirstPaint } from './first-paint.ts';
import { beginLoading } from './page-load.ts';
import { start } from './start.ts';

// The requests go out at once (page-load.ts: a fetch holds no frame up); the rest of the start
// waits for the page's first frame.
const pageLoad = window.Masthead ? undefined : beginLoading(document);
afterFirstPaint(window, () => start(window, pageLoad));
