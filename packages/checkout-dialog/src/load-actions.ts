import type * as ActionsModule from './actions.ts';

type Actions = typeof ActionsModule;
let actions: Promise<Actions> | undefined;

/**
 * The calls behind the forms, loaded on the first submit: the API client, captcha and
 * analytics stay out of the chunk the dialog opens with.
 */
export const loadActions = (): Promise<Actions> => (actions ??= import('./actions.ts'));
