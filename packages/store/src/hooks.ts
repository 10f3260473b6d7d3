import { useStore } from 'zustand';
import { mastheadStore } from './store.ts';
import type { MastheadState } from './types.ts';

/** Read one slice of the shared store; re-renders only when that slice changes. */
export function useMasthead<T>(selector: (state: MastheadState) => T): T {
  return useStore(mastheadStore, selector);
}

export const selectIsAuthenticated = (state: MastheadState): boolean => state.status === 'authenticated';
export const selectUser = (state: MastheadState) => state.user;
export const selectIsSubscriber = (state: MastheadState): boolean => state.isSubscriber;
export const selectDialog = (state: MastheadState) => state.dialog;
