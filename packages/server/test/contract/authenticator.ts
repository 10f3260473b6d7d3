/**
 * A software authenticator for the contract suite: what a platform authenticator with user
 * verification answers to `navigator.credentials.create` and `.get` (ES256 keys, the `none`
 * attestation, a discoverable credential holding its user handle), as the browser's JSON
 * forms, so the suite runs the real ceremonies against the mocks and the server alike.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  PasskeyAuthenticationResponse,
  PasskeyCreationOptions,
  PasskeyRegistrationResponse,
  PasskeyRequestOptions,
} from '@masthead/api';

/** The smallest CBOR encoder the attestation needs: integers, byte and text strings, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item as Parameters<typeof cbor>[0])]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** authenticatorData flags: user present, user verified, attested credential data. */
const flags = { up: 0x01, uv: 0x04, at: 0x40 };

interface Credential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

export interface SoftwareAuthenticator {
  /** `navigator.credentials.create` on the page at `origin`. */
  create(options: PasskeyCreationOptions, origin: string): PasskeyRegistrationResponse;
  /**
   * `navigator.credentials.get`: the newest passkey it holds for the site (or `credentialId`'s),
   * with the user verified unless `userVerified` is false.
   */
  get(
    options: PasskeyRequestOptions,
    origin: string,
    how?: { credentialId?: string; userVerified?: boolean },
  ): PasskeyAuthenticationResponse;
  /** The id of the newest passkey it holds. */
  readonly lastId: string;
}

export function softwareAuthenticator(): SoftwareAuthenticator {
  const credentials: Credential[] = [];
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    create(options, origin) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = cbor(
        new Map<number, unknown>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const id = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags.up | flags.uv | flags.at]),
        Buffer.alloc(4), // sign count 0
        Buffer.alloc(16), // AAGUID: none
        idLength,
        id,
        coseKey,
      ]);
      credentials.push({ id, rpId, userHandle: options.user.id, privateKey, counter: 0 });
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: base64url(id),
        rawId: base64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: { credProps: { rk: true } },
        authenticatorAttachment: 'platform',
      };
    },

    get(options, origin, { credentialId, userVerified = true } = {}) {
      const rpId = options.rpId ?? new URL(origin).hostname;
      const credential = credentialId
        ? credentials.find((candidate) => base64url(candidate.id) === credentialId)
        : credentials.findLast((candidate) => candidate.rpId === rpId);
      if (!credential) throw new Error('the software authenticator holds no passkey for this site');
      credential.counter += 1;
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(credential.counter);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags.up | (userVerified ? flags.uv : 0)]),
        counter,
      ]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: base64url(credential.id),
        rawId: base64url(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: base64url(data),
          authenticatorData: base64url(authData),
          signature: base64url(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    get lastId() {
      const last = credentials.at(-1);
      if (!last) throw new Error('the software authenticator holds no passkey');
      return base64url(last.id);
    },
  };
}
