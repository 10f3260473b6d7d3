export {
  handlers,
  authHandlers,
  captchaHandlers,
  cartHandlers,
  logHandlers,
  passkeyHandlers,
  reauthenticationHandlers,
  searchHandlers,
  profileHandlers,
  userHandlers,
} from './handlers/index.ts';
export { mockDb, resetMockDb } from './db.ts';
export type { MockAccount, MockDb, MockDbOptions, MockPasskey } from './db.ts';
export {
  visitor,
  signInErrors,
  registerErrors,
  resetErrors,
  resetCompletionErrors,
  passkeyErrors,
  cartScenarios,
  autoSuggestScenarios,
  failing,
  rateLimited,
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
  passkeyFixtures,
} from './fixtures.ts';
export { passkeyUserHandle } from './handlers/passkeys.ts';
export { installFakePasskeys } from './passkey-device.ts';
export type { FakePasskeyAnswer, FakePasskeyOptions, FakePasskeys } from './passkey-device.ts';
