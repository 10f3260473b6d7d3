'use client';
/**
 * What a React host does for the widgets once it has hydrated: lend them its React (one React
 * on the page, and the widgets mount only after the host's hydration, since the loader's core
 * waits for the lend) and take their links through its router.
 */
import * as React from 'react';
import { useEffect, useRef, type ReactNode } from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JSXRuntime from 'react/jsx-runtime';
import { navigateEvent, whenMasthead, type NavigateDetail } from './page-api.ts';
import type { MastheadPageApi, ReactLibraries } from './types.ts';

export interface MastheadProviderProps {
  /**
   * Navigates the host's router to a same-origin address (Next.js: `router.push`), given as
   * path, query and fragment. Called for a reader's plain click on a link inside a widget or a
   * dialog; a click with a modifier key, the middle button, another `target`, a download or
   * another origin never reaches it. Return `false` to let the browser load the page instead.
   * Default: none (the widgets' links load pages as links do).
   */
  navigate?: ((href: string) => void | boolean) | undefined;
  /**
   * Lend this page's React to the widgets (`Masthead.lendReact`), which the loader honours when
   * its tag says `data-masthead-react="host"` (`<MastheadScript lendReact>`). Default `true`.
   */
  lendReact?: boolean | undefined;
  children?: ReactNode;
}

const hostReact = {
  react: React,
  reactDom: ReactDOM,
  reactDomClient: ReactDOMClient,
  jsxRuntime: JSXRuntime,
} as unknown as ReactLibraries;

/** Page APIs already lent to: an effect run twice (Strict Mode) lends once. */
const lentTo = new WeakSet<MastheadPageApi>();

/** The part of an address the host's router takes, or null for another origin. */
function routerHref(href: string, win: Window): string | null {
  const url = new URL(href, win.location.href);
  return url.origin === win.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Renders its children only; put it once, high in the tree (Next.js: in the root layout's client providers). */
export function MastheadProvider({ navigate, lendReact = true, children }: MastheadProviderProps) {
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => {
    if (!lendReact) return undefined;
    return whenMasthead(document, (api) => {
      if (lentTo.has(api)) return;
      lentTo.add(api);
      api.lendReact(hostReact);
    });
  }, [lendReact]);

  useEffect(() => {
    const onNavigate = (event: Event) => {
      const go = navigateRef.current;
      const detail = (event as CustomEvent<Partial<NavigateDetail> | null>).detail;
      if (!go || event.defaultPrevented || typeof detail?.href !== 'string') return;
      const href = routerHref(detail.href, window);
      if (href === null || go(href) === false) return;
      event.preventDefault();
    };
    document.addEventListener(navigateEvent, onNavigate);
    return () => document.removeEventListener(navigateEvent, onNavigate);
  }, []);

  return children;
}
