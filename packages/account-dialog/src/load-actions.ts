import type * as ActionsModule from './actions.ts';

type Actions = typeof ActionsModule;
let actions: Promise<Actions> | undefined;

/** The submit logic, loaded once on the first submit (keeps ky and the API client off the first click). */
export const loadActions = (): Promise<Actions> => (actions ??= import('./actions.ts'));
