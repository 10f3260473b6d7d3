import { afterFirstPaint } from './first-paint.ts';
import { start } from './start.ts';

afterFirstPaint(window, () => start(window));
