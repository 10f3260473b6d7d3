/**
 * A browser's passkeys for tests and stories: `PublicKeyCredential` and
 * `navigator.credentials` on a window, answering as a platform authenticator does and as the
 * MSW handlers expect (the challenge and type in the client data, the user handle). It signs
 * nothing: only the mocks accept its answers, not the reference server.
 */

export type FakePasskeyAnswer = 'allow' | 'cancel' | 'exists' | 'unsupported';

export interface FakePasskeys {
  /** What the next requests answer: a passkey (default), a cancel, "already held", "not here". */
  answer: FakePasskeyAnswer;
  /** Passkeys it holds, newest last. */
  readonly held: { id: string; userHandle: string }[];
  /** An autofill request is waiting for the reader to pick a passkey. */
  readonly waiting: boolean;
  /** The reader picks the newest passkey from the email field's suggestions. */
  pick(): void;
  /** Puts back what was there before. */
  restore(): void;
}

export interface FakePasskeyOptions {
  /** The browser offers passkeys in autofill (conditional mediation). Default true. */
  autofill?: boolean;
  /** This device holds passkeys itself (a platform authenticator). Default true. */
  platform?: boolean;
  /** Passkeys it holds already (ids and user handles from the mocks). Default none. */
  held?: { id: string; userHandle: string }[];
}

const encode = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const decode = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));
const toBase64Url = (source: BufferSource) =>
  encode(source instanceof ArrayBuffer ? new Uint8Array(source) : new Uint8Array(source.buffer));
const bytesOf = (text: string) => new TextEncoder().encode(text).buffer;
const fail = (name: string) => Promise.reject(new DOMException(`The fake authenticator says ${name}.`, name));

/** Installs the fake on `win` (a test's jsdom window, a story's page). */
export function installFakePasskeys(win: Window, options: FakePasskeyOptions = {}): FakePasskeys {
  const held = [...(options.held ?? [])];
  let release: (() => void) | null = null;
  const target = win as Window & { PublicKeyCredential?: unknown };
  const before = { credential: target.PublicKeyCredential, credentials: win.navigator.credentials };

  const clientData = (type: string, challenge: BufferSource) =>
    bytesOf(JSON.stringify({ type, challenge: toBase64Url(challenge), origin: win.location.origin }));

  function assertion(challenge: BufferSource) {
    const passkey = held.at(-1);
    if (!passkey) return fail('NotAllowedError');
    return Promise.resolve({
      id: passkey.id,
      rawId: decode(passkey.id).buffer,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: clientData('webauthn.get', challenge),
        authenticatorData: new Uint8Array(37).buffer,
        signature: new Uint8Array(64).buffer,
        userHandle: decode(passkey.userHandle).buffer,
      },
      getClientExtensionResults: () => ({}),
    });
  }

  const credentials = {
    get(request: CredentialRequestOptions & { mediation?: string }) {
      const publicKey = request.publicKey;
      if (!publicKey) return fail('NotSupportedError');
      if (request.mediation !== 'conditional') {
        if (fake.answer !== 'allow')
          return fail(fake.answer === 'unsupported' ? 'NotSupportedError' : 'NotAllowedError');
        return assertion(publicKey.challenge);
      }
      // Autofill: waits for the reader to pick one, or for the request to be aborted.
      return new Promise((resolve, reject) => {
        const abort = () => {
          release = null;
          reject(new DOMException('The request was aborted.', 'AbortError'));
        };
        request.signal?.addEventListener('abort', abort, { once: true });
        release = () => {
          release = null;
          request.signal?.removeEventListener('abort', abort);
          resolve(assertion(publicKey.challenge));
        };
      });
    },
    create(request: CredentialCreationOptions) {
      const publicKey = request.publicKey;
      if (!publicKey) return fail('NotSupportedError');
      if (fake.answer === 'exists') return fail('InvalidStateError');
      if (fake.answer !== 'allow')
        return fail(fake.answer === 'unsupported' ? 'NotSupportedError' : 'NotAllowedError');
      const rawId = win.crypto.getRandomValues(new Uint8Array(16));
      const passkey = { id: encode(rawId), userHandle: toBase64Url(publicKey.user.id) };
      held.push(passkey);
      return Promise.resolve({
        id: passkey.id,
        rawId: rawId.buffer,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: clientData('webauthn.create', publicKey.challenge),
          attestationObject: new Uint8Array(8).buffer,
          getTransports: () => ['internal'],
        },
        getClientExtensionResults: () => ({ credProps: { rk: true } }),
      });
    },
  };

  function FakePublicKeyCredential() {
    throw new TypeError('Illegal constructor');
  }
  FakePublicKeyCredential.isConditionalMediationAvailable = async () => options.autofill ?? true;
  FakePublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable = async () =>
    options.platform ?? true;
  Object.defineProperty(target, 'PublicKeyCredential', {
    configurable: true,
    writable: true,
    value: FakePublicKeyCredential,
  });
  Object.defineProperty(win.navigator, 'credentials', { configurable: true, value: credentials });

  const fake: FakePasskeys = {
    answer: 'allow',
    held,
    get waiting() {
      return release !== null;
    },
    pick() {
      release?.();
    },
    restore() {
      Object.defineProperty(target, 'PublicKeyCredential', {
        configurable: true,
        writable: true,
        value: before.credential,
      });
      Object.defineProperty(win.navigator, 'credentials', { configurable: true, value: before.credentials });
    },
  };
  return fake;
}
