/**
 * The loader's own React, for a page that lends none (common/host-react.ts): a file of its own
 * (`chunks/masthead-react.js`), fetched beside the core, so a page that lends its React never
 * downloads it.
 */
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ReactLibraries } from '../common/host-react.ts';

export const ownReact: ReactLibraries = { react, reactDom, reactDomClient, jsxRuntime };
