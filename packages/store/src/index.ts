export * from './vanilla.ts';
export { useMasthead, selectIsAuthenticated, selectUser, selectIsSubscriber, selectDialog } from './hooks.ts';
