/**
 * The contract cases: one list, run against the MSW handlers and against the running
 * reference server, through the real client, so all three must agree.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiProblemOf,
  checkSubscription,
  completeCheckout,
  completePasswordReset,
  createUser,
  getAutoSuggest,
  getCaptchaEnabled,
  getDevMailbox,
  getSession,
  getShoppingCart,
  getUserProfile,
  getUserReference,
  logout,
  requestDemoCaptchaToken,
  resetPassword,
  sendLogs,
  signIn,
  updateProfile,
  verifyResetToken,
  verifyRegistration,
  isSignedIn,
  addCartItem,
  removeCartItem,
  type ApiProblem,
} from '@masthead/api';
import {
  demoAccounts,
  demoLogCollectorToken,
  errorFields,
  passwordPolicy,
  serverMessages,
} from '@masthead/api/contract';

export interface ContractTarget {
  /** A fresh, anonymous visitor (new cookies); the seeded accounts as documented. */
  freshVisitor(): Promise<void>;
  /** From now until the next freshVisitor, captcha is enabled. */
  enableCaptcha(): Promise<void>;
  /** Raw GET on the target (for the dev mailbox). */
  getJson(path: string): Promise<unknown>;
}

const { reader, subscriber, digital, restricted, locked, printOnly } = demoAccounts;
const problem = (promise: Promise<unknown>): Promise<ApiProblem> =>
  promise.then(() => expect.fail('expected the call to fail'), apiProblemOf);
const unique = () =>
  `contract-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const password = 'Contract#2026x';
const register = (emailAddress = unique()) =>
  createUser({ firstName: 'Casey', lastName: 'Contract', emailAddress, password, optIn: true }).then(
    () => emailAddress,
  );

/** The text of the newest mail to the address (the dev mailbox, newest first), if any. */
async function mailTo(emailAddress: string): Promise<string | undefined> {
  const { messages } = await getDevMailbox();
  return messages.find((message) => message.to === emailAddress)?.text;
}

/** The token of the newest reset link mailed to the address (the dev mailbox, newest first). */
async function mailedResetToken(emailAddress: string): Promise<string> {
  const { messages } = await getDevMailbox();
  const mail = messages.find((message) => message.to === emailAddress);
  const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  return token ?? expect.fail(`no reset link was mailed to ${emailAddress}`);
}

async function mailResetLink(emailAddress: string): Promise<string> {
  await resetPassword({ emailAddress });
  return mailedResetToken(emailAddress);
}

const tokenInvalid = { kind: 'reset-token-invalid', message: serverMessages.resetTokenInvalid };
const unsafeText = (field: string) => ({ kind: 'validation', field, message: serverMessages.unsafeText });

export function contractCases(target: ContractTarget): void {
  beforeEach(() => target.freshVisitor());

  describe('given an anonymous visitor', () => {
    it('reports captcha off by default, with the demo site key', async () => {
      expect(await getCaptchaEnabled()).toMatchObject({
        enabled: false,
        provider: 'demo',
        siteKey: expect.any(String),
      });
    });

    it('has no session, a Guest profile, and no access to user calls', async () => {
      expect(await getSession()).toBeNull();
      expect(await getUserProfile()).toEqual({ state: 'Anonymous' });
      expect(await problem(getUserReference())).toEqual({ kind: 'unauthenticated' });
      expect(await problem(completeCheckout())).toEqual({ kind: 'unauthenticated' });
      const request = { displayName: 'x', emailAddress: reader.emailAddress, attributes: [] };
      expect(await problem(updateProfile(request))).toEqual({ kind: 'unauthenticated' });
    });

    it('has an empty cart, and can fill it', async () => {
      expect((await getShoppingCart()).cart).toEqual({
        cart_amount: 0,
        line_items: { physical_items: [], digital_items: [] },
      });
      const { cart } = await addCartItem('BK-GUIDE-01', 2);
      expect(cart.line_items.physical_items).toEqual([
        expect.objectContaining({ sku: 'BK-GUIDE-01', quantity: 2, sale_price: 24.95 }),
      ]);
      expect(cart.cart_amount).toBe(49.9);
      expect((await removeCartItem('BK-GUIDE-01')).cart.cart_amount).toBe(0);
      expect(await problem(addCartItem('NO-SUCH-SKU'))).toEqual({ kind: 'not-found' });
      expect(await problem(addCartItem('BK-GUIDE-01', 0))).toMatchObject({
        kind: 'validation',
        field: 'quantity',
      });
    });
  });

  describe('when seeded accounts sign in', () => {
    it.each([
      [reader, null, null],
      [
        subscriber,
        { subscriberTypeCaption: expect.any(String), isHmmEligible: true },
        { limit: 5, remaining: 3 },
      ],
      [digital, { subscriberTypeCaption: expect.any(String), isHmmEligible: false }, null],
    ])('answers the user, subscriber and gift quota of %s', async (account, subscriberInfo, giftQuota) => {
      const answer = await signIn({ emailAddress: account.emailAddress, password: account.password });
      expect(answer.user).toMatchObject({ firstName: account.firstName, lastName: account.lastName });
      expect(answer.user.subscriber ?? null).toEqual(subscriberInfo);
      expect(answer.subscriber).toEqual(subscriberInfo);
      expect(answer.giftQuota).toEqual(giftQuota);
      expect(await getSession()).toEqual(answer);
      const profile = await getUserProfile();
      expect(profile).toMatchObject({
        state: subscriberInfo ? 'Subscriber' : 'Registered',
        username: account.emailAddress,
      });
      await logout();
      expect(await getSession()).toBeNull();
    });

    it('answers 403 restricted to sign-in with the right password and to register; its reset says so by mail', async () => {
      const { emailAddress } = restricted;
      expect(await problem(signIn({ emailAddress, password: restricted.password }))).toMatchObject({
        kind: 'restricted',
      });
      // A wrong password tells nothing about the account: the same answer as for anyone.
      expect(await problem(signIn({ emailAddress, password: 'Wrong#2026xx' }))).toMatchObject({
        kind: 'invalid-credentials',
      });
      expect(await resetPassword({ emailAddress })).toEqual({ message: serverMessages.resetSent });
      expect(await mailTo(emailAddress)).toContain(serverMessages.restricted);
      const request = { firstName: 'R', lastName: 'R', emailAddress, password, optIn: false };
      expect(await problem(createUser(request))).toMatchObject({ kind: 'restricted' });
    });

    it('answers the lockout duration for the locked account; its reset says so by mail', async () => {
      const { emailAddress } = locked;
      expect(await problem(signIn({ emailAddress, password: locked.password }))).toEqual({
        kind: 'locked',
        duration: '15 minutes',
        seconds: 900,
      });
      expect(await resetPassword({ emailAddress })).toEqual({ message: serverMessages.resetSent });
      expect(await mailTo(emailAddress)).toContain(serverMessages.resetLocked);
    });

    it('answers an unknown email as a known one: the same tries left, lock and reset confirmation', async () => {
      const emailAddress = unique();
      const wrong = () => problem(signIn({ emailAddress, password }));
      for (const triesLeft of [4, 3, 2, 1])
        expect(await wrong()).toEqual({ kind: 'invalid-credentials', triesLeft });
      expect(await wrong()).toEqual({ kind: 'locked', duration: '15 minutes', seconds: 900 });
      expect(await wrong()).toEqual({ kind: 'locked', duration: '15 minutes', seconds: 900 });
      expect(await resetPassword({ emailAddress })).toEqual({ message: serverMessages.resetSent });
      expect(await mailTo(emailAddress)).toBeUndefined();
    });
  });

  describe('when sign-in fails repeatedly', () => {
    it('counts 4, 3, 2, 1 tries left, then locks; a reset then mails why it cannot help', async () => {
      const emailAddress = await register();
      await logout();
      const wrong = () => problem(signIn({ emailAddress, password: 'Wrong#2026xx' }));
      for (const triesLeft of [4, 3, 2, 1])
        expect(await wrong()).toEqual({ kind: 'invalid-credentials', triesLeft });
      expect(await wrong()).toEqual({ kind: 'locked', duration: '15 minutes', seconds: 900 });
      expect(await problem(signIn({ emailAddress, password }))).toEqual({
        kind: 'locked',
        duration: '15 minutes',
        seconds: 900,
      });
      expect(await resetPassword({ emailAddress })).toEqual({ message: serverMessages.resetSent });
      expect(await mailTo(emailAddress)).toContain(serverMessages.resetLocked);
    });

    it('lets the right password in on the last try', async () => {
      const emailAddress = await register();
      await logout();
      for (let attempt = 0; attempt < 4; attempt += 1)
        await problem(signIn({ emailAddress, password: 'Wrong#2026xx' }));
      expect((await signIn({ emailAddress, password })).user.emailAddress).toBe(emailAddress);
    });

    it('starts the count again after a success', async () => {
      const emailAddress = await register();
      await logout();
      const wrong = () => problem(signIn({ emailAddress, password: 'Wrong#2026xx' }));
      expect(await wrong()).toEqual({ kind: 'invalid-credentials', triesLeft: 4 });
      expect(await wrong()).toEqual({ kind: 'invalid-credentials', triesLeft: 3 });
      await signIn({ emailAddress, password });
      await logout();
      expect(await wrong()).toEqual({ kind: 'invalid-credentials', triesLeft: 4 });
    });
  });

  describe('when a visitor registers', () => {
    it('looks subscriptions up by email', async () => {
      expect(await checkSubscription(printOnly.emailAddress)).toBe(true);
      expect(await checkSubscription(subscriber.emailAddress)).toBe(true);
      expect(await checkSubscription(reader.emailAddress)).toBe(false);
      expect(await checkSubscription(unique())).toBe(false);
    });

    it("creates a subscriber's account only through the link mailed to the address, with the password its owner chooses there", async () => {
      const { emailAddress } = printOnly;
      // Whoever registers the address types a password; it is never the account's.
      const request = { firstName: 'Pat', lastName: 'Print', emailAddress, password, optIn: true };
      const chosen = 'Owner#Chosen2026';
      expect(await createUser(request)).toEqual({
        verification: 'mailed',
        emailAddress,
        message: serverMessages.registrationPending,
      });
      // Nothing exists yet: no session, and the password just typed signs nobody in.
      expect(await getSession()).toBeNull();
      expect(await problem(signIn({ emailAddress, password }))).toMatchObject({
        kind: 'invalid-credentials',
      });
      const link = /\/subscriber-registration\?token=([\w-]+)/.exec((await mailTo(emailAddress)) ?? '');
      const token = link?.[1] ?? expect.fail(`no confirmation link was mailed to ${emailAddress}`);
      const deadLink = {
        kind: 'validation',
        field: 'registration_token',
        message: serverMessages.registrationTokenInvalid,
      };
      expect(await problem(verifyRegistration({ token: 'no-such-token', password: chosen }))).toEqual(
        deadLink,
      );
      // The registration's password policy; a refused password leaves the link usable.
      expect(await problem(verifyRegistration({ token, password: 'weakpassword' }))).toEqual({
        kind: 'validation',
        field: 'password',
        message: passwordPolicy.message,
      });
      const answer = await verifyRegistration({ token, password: chosen });
      expect(answer.user).toMatchObject({
        emailAddress,
        firstName: 'Pat',
        subscriber: { subscriberTypeCaption: printOnly.subscriber.subscriberTypeCaption },
      });
      expect(await getSession()).toEqual(answer);
      expect(await problem(verifyRegistration({ token, password: chosen }))).toEqual(deadLink);
      await logout();
      expect(await problem(signIn({ emailAddress, password }))).toMatchObject({
        kind: 'invalid-credentials',
      });
      expect((await signIn({ emailAddress, password: chosen })).user.emailAddress).toBe(emailAddress);
      expect(await problem(createUser(request))).toMatchObject({ kind: 'username-unavailable' });
    });

    it('enforces the password policy with its message, and refuses a taken email', async () => {
      const weak = {
        firstName: 'A',
        lastName: 'B',
        emailAddress: unique(),
        password: 'weakpassword',
        optIn: false,
      };
      expect(await problem(createUser(weak))).toEqual({
        kind: 'validation',
        field: 'password',
        message: passwordPolicy.message,
      });
      const taken = { ...weak, emailAddress: reader.emailAddress, password };
      expect(await problem(createUser(taken))).toMatchObject({ kind: 'username-unavailable' });
    });

    it('creates the account signed in, saves the questionnaire, and answers reference and checkout', async () => {
      const emailAddress = unique();
      const request = { firstName: 'Casey', lastName: 'Contract', emailAddress, password, optIn: true };
      const answer = await createUser(request);
      expect(answer).toEqual({
        user: { firstName: 'Casey', lastName: 'Contract', emailAddress },
        giftQuota: null,
        subscriber: null,
      });
      expect((await getSession())?.user.emailAddress).toBe(emailAddress);
      const attributes = [
        { name: 'industry' as const, value: 'Education' },
        { name: 'job-title' as const, value: 'Analyst' },
        { name: 'company-size' as const, value: '5 to 99' },
      ];
      await updateProfile({ displayName: 'Casey C', emailAddress, attributes });
      expect(await getUserProfile()).toMatchObject({
        state: 'Registered',
        industry: 'Education',
        jobTitle: 'Analyst',
        companySize: '5 to 99',
      });
      const reference = await getUserReference();
      expect(reference).toEqual({ userReference: expect.any(String), emailAddress });
      expect(await completeCheckout()).toEqual({
        completed: true,
        userReference: reference.userReference,
        redirectUrl: expect.any(String),
      });
    });
  });

  describe('when reading carts and suggestions', () => {
    it('keeps the seeded subscriber cart with physical and digital items, and its amount', async () => {
      await signIn({ emailAddress: subscriber.emailAddress, password: subscriber.password });
      const { cart } = await getShoppingCart();
      expect(cart.line_items.physical_items.length).toBeGreaterThan(0);
      expect(cart.line_items.digital_items.length).toBeGreaterThan(0);
      const lines = [...cart.line_items.physical_items, ...cart.line_items.digital_items];
      const cents = lines.reduce((sum, line) => sum + Math.round(line.sale_price * 100) * line.quantity, 0);
      expect(cart.cart_amount).toBe(cents / 100);
    });

    it('moves the anonymous cart into the account on sign-in', async () => {
      const emailAddress = await register();
      await logout();
      await addCartItem('CS-4821', 1);
      await signIn({ emailAddress, password });
      expect((await getShoppingCart()).cart.line_items.digital_items).toEqual([
        expect.objectContaining({ sku: 'CS-4821', quantity: 1 }),
      ]);
    });

    it('suggests records and subjects for a term, at most 6 records, none under 3 characters', async () => {
      const answer = await getAutoSuggest('leader');
      expect(answer.records.length).toBeGreaterThan(0);
      expect(answer.records.length).toBeLessThanOrEqual(6);
      for (const record of answer.records)
        expect(record).toEqual({
          contentType: expect.any(String),
          title: expect.stringMatching(/lead/i),
          link: expect.stringMatching(/^\//),
        });
      expect(answer.subjects).toContainEqual({ title: 'Leadership', link: expect.any(String) });
      expect(await getAutoSuggest('le')).toEqual({ records: [], subjects: [] });
    });
  });

  describe('when the log collector is called', () => {
    const event = { level: 'info' as const, message: 'contract', timestamp: new Date().toISOString() };

    it('accepts events with its authorization header and refuses them without', async () => {
      expect(await sendLogs([event, event], { token: demoLogCollectorToken })).toEqual({ accepted: 2 });
      expect(await problem(sendLogs([event], { token: 'not-the-token' }))).toEqual({
        kind: 'unauthenticated',
      });
      expect(await problem(sendLogs([], { token: demoLogCollectorToken }))).toMatchObject({
        kind: 'validation',
        field: 'events',
      });
      let context: Record<string, unknown> = { level: 0 };
      for (let level = 1; level <= 20; level += 1) context = { level, inner: context };
      expect(await problem(sendLogs([{ ...event, context }], { token: demoLogCollectorToken }))).toEqual({
        kind: 'validation',
        field: errorFields.invalidRequest,
        message: serverMessages.tooDeep,
      });
    });
  });

  describe('when a reset is asked for', () => {
    it('answers the confirmation and puts the link in the dev mailbox', async () => {
      expect(await resetPassword({ emailAddress: reader.emailAddress })).toEqual({
        message:
          'If your email is registered with us, you will receive an email with a link to reset your password.',
      });
      const { messages } = (await target.getJson('/api/dev/mailbox')) as {
        messages: { to: string; text: string }[];
      };
      expect(messages[0]).toMatchObject({
        to: reader.emailAddress,
        text: expect.stringContaining('/reset-password?token='),
      });
    });
  });

  describe('when a reader follows a reset link', () => {
    const newPassword = 'Renewed#2026x';

    it('checks the link, refuses a weak password, then sets the new one and signs in, once', async () => {
      const emailAddress = await register();
      await logout();
      const token = await mailResetLink(emailAddress);
      expect(await verifyResetToken(token)).toEqual({ emailAddress });
      expect(await problem(completePasswordReset({ token, password: 'weakpassword' }))).toEqual({
        kind: 'validation',
        field: 'password',
        message: passwordPolicy.message,
      });
      const { removedPasskeys, ...answer } = await completePasswordReset({ token, password: newPassword });
      expect(removedPasskeys).toBe(0);
      expect(answer).toEqual({
        user: { firstName: 'Casey', lastName: 'Contract', emailAddress },
        giftQuota: null,
        subscriber: null,
      });
      expect(await getSession()).toEqual(answer);
      await logout();
      expect(await problem(signIn({ emailAddress, password }))).toEqual({
        kind: 'invalid-credentials',
        triesLeft: 4,
      });
      expect((await signIn({ emailAddress, password: newPassword })).user.emailAddress).toBe(emailAddress);
      expect(await problem(completePasswordReset({ token, password: newPassword }))).toEqual(tokenInvalid);
      expect(await problem(verifyResetToken(token))).toEqual(tokenInvalid);
    });

    it('refuses an unknown link, and a link that a newer request replaced', async () => {
      expect(await problem(verifyResetToken('no-such-token'))).toEqual(tokenInvalid);
      expect(await problem(completePasswordReset({ token: 'no-such-token', password: newPassword }))).toEqual(
        tokenInvalid,
      );
      const emailAddress = await register();
      await logout();
      const older = await mailResetLink(emailAddress);
      const newer = await mailResetLink(emailAddress);
      expect(newer).not.toBe(older);
      expect(await problem(verifyResetToken(older))).toEqual(tokenInvalid);
      expect(await problem(completePasswordReset({ token: older, password: newPassword }))).toEqual(
        tokenInvalid,
      );
      expect(await verifyResetToken(newer)).toEqual({ emailAddress });
    });

    it('keeps an account that locked after the mail locked: 423, and the new password does not unlock it', async () => {
      const emailAddress = await register();
      await logout();
      const token = await mailResetLink(emailAddress);
      for (let attempt = 0; attempt < 5; attempt += 1)
        await problem(signIn({ emailAddress, password: 'Wrong#2026xx' }));
      expect(await problem(completePasswordReset({ token, password: newPassword }))).toMatchObject({
        kind: 'reset-locked',
        message: serverMessages.resetLocked,
      });
      expect(await problem(signIn({ emailAddress, password: newPassword }))).toEqual({
        kind: 'locked',
        duration: '15 minutes',
        seconds: 900,
      });
      expect(await getSession()).toBeNull();
    });
  });

  describe('when text holds a NUL character or an unpaired surrogate', () => {
    it('refuses it with a 400 naming the field, in bodies and queries', async () => {
      const request = {
        firstName: 'Nul\u0000',
        lastName: 'B',
        emailAddress: unique(),
        password,
        optIn: false,
      };
      expect(await problem(createUser(request))).toEqual(unsafeText('firstName'));
      expect(await problem(createUser({ ...request, firstName: 'A', lastName: 'x\udc00' }))).toEqual(
        unsafeText('lastName'),
      );
      expect(await problem(resetPassword({ emailAddress: 'a\u0000@example.com' }))).toEqual(
        unsafeText('emailAddress'),
      );
      expect(await problem(checkSubscription('a\u0000@example.com'))).toEqual(unsafeText('email'));
      expect(await problem(verifyResetToken('\u0000'))).toEqual(unsafeText('token'));
      // Sign-in reads any 400 as wrong credentials (docs/behaviour.md#errors), never as a server fault.
      expect(
        await problem(signIn({ emailAddress: '\ud800@example.com', password: reader.password })),
      ).toEqual({ kind: 'invalid-credentials', triesLeft: null });
      expect(await problem(getAutoSuggest('lead\u0000'))).toEqual(unsafeText('term'));
      expect(
        (await signIn({ emailAddress: reader.emailAddress, password: reader.password })).user,
      ).toMatchObject({ firstName: reader.firstName });
    });
  });

  describe('given captcha is enabled', () => {
    beforeEach(() => target.enableCaptcha());

    it('reports it, and requires a fresh token for the matching action', async () => {
      const config = await getCaptchaEnabled();
      if (!config.enabled) return expect.fail('captcha is not enabled');
      expect(config.provider).toBe('demo');
      const { emailAddress, siteKey } = { emailAddress: reader.emailAddress, siteKey: config.siteKey };
      const credentials = { emailAddress, password: reader.password };
      expect(await problem(signIn(credentials))).toMatchObject({ kind: 'captcha' });
      const wrongAction = await requestDemoCaptchaToken(siteKey, 'register');
      expect(await problem(signIn({ ...credentials, captchaToken: wrongAction }))).toMatchObject({
        kind: 'captcha',
      });
      const token = await requestDemoCaptchaToken(siteKey, 'sign-in');
      expect((await signIn({ ...credentials, captchaToken: token })).user.firstName).toBe(reader.firstName);
      expect(await problem(signIn({ ...credentials, captchaToken: token }))).toMatchObject({
        kind: 'captcha',
      });
      expect(await problem(resetPassword({ emailAddress }))).toMatchObject({ kind: 'captcha' });
      const request = { firstName: 'A', lastName: 'B', emailAddress: unique(), password, optIn: false };
      expect(await problem(createUser(request))).toMatchObject({ kind: 'captcha' });
      const registerToken = await requestDemoCaptchaToken(siteKey, 'register');
      const created = await createUser({ ...request, captchaToken: registerToken });
      expect(isSignedIn(created) && created.user.firstName).toBe('A');
    });
  });
}
