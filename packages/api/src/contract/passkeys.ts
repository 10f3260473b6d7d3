/**
 * Passkeys (WebAuthn) shapes (docs/behaviour.md#passkeys): the options the server hands the
 * browser for a ceremony, what the browser answers, and the reader's passkeys. They are the
 * W3C JSON forms (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON`, …),
 * written out here because the contract imports nothing; `@simplewebauthn/browser` and
 * `@simplewebauthn/server` read and write the same JSON.
 */

/** Bytes as base64url, without padding. */
export type Base64Url = string;

export type PasskeyTransport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';

export type PasskeyRequirement = 'discouraged' | 'preferred' | 'required';

export interface PasskeyDescriptor {
  id: Base64Url;
  type: 'public-key';
  transports?: PasskeyTransport[];
}

/** `PublicKeyCredentialCreationOptionsJSON`: what `navigator.credentials.create` is given. */
export interface PasskeyCreationOptions {
  rp: { id?: string; name: string };
  /** `id`: the account's opaque WebAuthn user handle, never its email. */
  user: { id: Base64Url; name: string; displayName: string };
  challenge: Base64Url;
  pubKeyCredParams: { type: 'public-key'; alg: number }[];
  timeout?: number;
  excludeCredentials?: PasskeyDescriptor[];
  authenticatorSelection?: {
    authenticatorAttachment?: 'platform' | 'cross-platform';
    residentKey?: PasskeyRequirement;
    requireResidentKey?: boolean;
    userVerification?: PasskeyRequirement;
  };
  hints?: ('hybrid' | 'security-key' | 'client-device')[];
  attestation?: 'none' | 'indirect' | 'direct' | 'enterprise';
  extensions?: { credProps?: boolean };
}

/** `PublicKeyCredentialRequestOptionsJSON`: what `navigator.credentials.get` is given. */
export interface PasskeyRequestOptions {
  challenge: Base64Url;
  timeout?: number;
  rpId?: string;
  allowCredentials?: PasskeyDescriptor[];
  userVerification?: PasskeyRequirement;
  hints?: ('hybrid' | 'security-key' | 'client-device')[];
}

/** `RegistrationResponseJSON`, as much of it as the server reads. */
export interface PasskeyRegistrationResponse {
  id: Base64Url;
  rawId: Base64Url;
  type: 'public-key';
  response: {
    clientDataJSON: Base64Url;
    attestationObject: Base64Url;
    transports?: string[];
  };
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

/** `AuthenticationResponseJSON`, as much of it as the server reads. */
export interface PasskeyAuthenticationResponse {
  id: Base64Url;
  rawId: Base64Url;
  type: 'public-key';
  response: {
    clientDataJSON: Base64Url;
    authenticatorData: Base64Url;
    signature: Base64Url;
    userHandle?: Base64Url;
  };
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

/** One of the reader's passkeys, as the list shows it. */
export interface Passkey {
  /** The credential's id (base64url); also its address, `/api/passkeys/:id`. */
  id: Base64Url;
  /** The reader's name for it; the server names a new one after the browser and system. */
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null until it signs the reader in. */
  lastUsedAt: string | null;
  /** Synced by its provider (a passkey manager) rather than bound to one device. */
  backedUp: boolean;
}

/** `POST /api/passkeys/registration/options` (signed in): a creation ceremony begins. */
export interface PasskeyCreationOptionsResponse {
  options: PasskeyCreationOptions;
}

/** `POST /api/passkeys/registration`: the new passkey, saved under `name` if given. */
export interface PasskeyRegistrationRequest {
  response: PasskeyRegistrationResponse;
  /** At most 60 characters. Default: the browser and system it was made on. */
  name?: string;
}

/** `POST /api/auth/passkey/options` (anyone): a sign-in ceremony begins. */
export interface PasskeyRequestOptionsResponse {
  options: PasskeyRequestOptions;
}

/** `POST /api/auth/passkey`: signs in as the passkey's account, as a password sign-in does. */
export interface PasskeySignInRequest {
  response: PasskeyAuthenticationResponse;
}

/**
 * `POST /api/auth/reauthenticate/passkey` (signed in): a passkey of the session's own account
 * confirms the sign-in, as the password does (`reauthenticate`); the ceremony's options come from
 * `POST /api/auth/passkey/options`.
 */
export type PasskeyReauthenticateRequest = PasskeySignInRequest;

/** `GET /api/passkeys` (signed in): the reader's passkeys, oldest first. */
export interface PasskeysResponse {
  passkeys: Passkey[];
}

/** `PUT /api/passkeys/:id` (signed in): a new name, 1 to 60 characters. */
export interface RenamePasskeyRequest {
  name: string;
}

/** Longest passkey name. */
export const passkeyNameMaxLength = 60;

/** How long a ceremony's challenge can be answered, once. */
export const passkeyChallengeSeconds = 300;
