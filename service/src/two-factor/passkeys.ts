import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../config';
import type { StoredPasskey } from './queries';

/** WebAuthn ceremonies (@simplewebauthn/server) with the relying party of the configuration. */

type RelyingParty = Pick<Config, 'webauthnRpId' | 'webauthnOrigins'>;
const TIMEOUT_MS = 120_000;

const descriptor = (p: StoredPasskey) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransportFuture[] });

/** rpName: the name the browser and the passkey manager show for the portal (the operator's portal name). */
export function registrationOptions(rp: RelyingParty, rpName: string, user: { id: number; login: string }, existing: StoredPasskey[]) {
  return generateRegistrationOptions({
    rpName,
    rpID: rp.webauthnRpId,
    userName: user.login,
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: 'none',
    timeout: TIMEOUT_MS,
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new credential, or null when the response does not answer the challenge on this relying party. */
export async function verifiedRegistration(rp: RelyingParty, response: unknown, expectedChallenge: string) {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.webauthnOrigins,
      expectedRPID: rp.webauthnRpId,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    // Malformed or forged responses throw: to the customer that is simply "not verified".
    return null;
  }
}

export function authenticationOptions(rp: RelyingParty, passkeys: StoredPasskey[]) {
  return generateAuthenticationOptions({
    rpID: rp.webauthnRpId,
    timeout: TIMEOUT_MS,
    allowCredentials: passkeys.map(descriptor),
    userVerification: 'preferred',
  });
}

/** The passkey that signed the challenge and its new counter, or null. */
export async function verifiedAuthentication(
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
  passkeys: StoredPasskey[],
): Promise<{ passkey: StoredPasskey; newCounter: number } | null> {
  const id = (response as { id?: unknown } | null)?.id;
  const passkey = passkeys.find((p) => p.credentialId === id);
  if (!passkey) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.webauthnOrigins,
      expectedRPID: rp.webauthnRpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.signCount,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: false,
    });
    return result.verified ? { passkey, newCounter: result.authenticationInfo.newCounter } : null;
  } catch {
    return null;
  }
}
