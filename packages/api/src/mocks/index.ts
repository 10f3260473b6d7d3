export {
  handlers,
  authHandlers,
  captchaHandlers,
  cartHandlers,
  logHandlers,
  searchHandlers,
  profileHandlers,
  userHandlers,
} from './handlers/index.ts';
export { mockDb, resetMockDb } from './db.ts';
export type { MockAccount, MockDb, MockDbOptions } from './db.ts';
export {
  visitor,
  signInErrors,
  registerErrors,
  resetErrors,
  resetCompletionErrors,
  cartScenarios,
  autoSuggestScenarios,
  failing,
  networkError,
  pending,
  delayed,
} from './scenarios.ts';
export {
  authFixtures,
  profileFixtures,
  cartFixtures,
  autoSuggestFixtures,
  storeItemFixtures,
  subscriptionFixture,
  authResponseFor,
  profileFor,
  cartOf,
} from './fixtures.ts';
