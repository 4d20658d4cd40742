import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { passkeyCreationOptions, passkeyRequestOptions, registerPasskey } from './api';

export const passkeysWork = (): boolean => browserSupportsWebAuthn();

/** Creates a passkey on this device for her account; answers her recovery codes. */
export async function addPasskey(mfaToken: string): Promise<string[]> {
  const optionsJSON = (await passkeyCreationOptions(mfaToken)) as PublicKeyCredentialCreationOptionsJSON;
  return registerPasskey(mfaToken, await startRegistration({ optionsJSON }));
}

/** Her passkey's answer to this sign-in's challenge, as JSON for the token request. */
export async function passkeyAnswer(mfaToken: string): Promise<string> {
  const optionsJSON = (await passkeyRequestOptions(mfaToken)) as PublicKeyCredentialRequestOptionsJSON;
  return JSON.stringify(await startAuthentication({ optionsJSON }));
}
