import { authHandlers } from './auth.ts';
import { captchaHandlers } from './captcha.ts';
import { cartHandlers } from './cart.ts';
import { logHandlers } from './logs.ts';
import { passkeyHandlers } from './passkeys.ts';
import { reauthenticationHandlers } from './reauthentication.ts';
import { searchHandlers } from './search.ts';
import { profileHandlers } from './user.ts';
import { userHandlers } from './users.ts';

/** Default handlers: a healthy site, visitor anonymous until a call signs in (stateful). */
export const handlers = [
  ...captchaHandlers,
  ...authHandlers,
  ...userHandlers,
  ...profileHandlers,
  ...cartHandlers,
  ...searchHandlers,
  ...logHandlers,
  ...passkeyHandlers,
  ...reauthenticationHandlers,
];

export {
  authHandlers,
  captchaHandlers,
  cartHandlers,
  logHandlers,
  passkeyHandlers,
  reauthenticationHandlers,
  searchHandlers,
  profileHandlers,
  userHandlers,
};
