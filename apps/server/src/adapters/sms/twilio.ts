import type TwilioSDK from 'twilio';
import type { Config } from '../../config.ts';
import type { SmsPort } from './port.ts';

export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  messagingServiceSid: string;
}

/** Twilio's RequestClient (or a subclass); tests pass one that points at a local fake of the API. */
export type TwilioHttpClient = TwilioSDK.RequestClient;

export interface TwilioSmsOptions {
  /** Read at every send: an administrator may enter the keys as secret settings while the server runs. */
  credentials: () => Promise<TwilioCredentials>;
  httpClient?: TwilioHttpClient;
}

export class SmsNotConfiguredError extends Error {
  override readonly name = 'SmsNotConfiguredError';
}

/** docs/design.md §7: Twilio REST through the official SDK (Messages API with a messaging service). */
export function createTwilioSms(options: TwilioSmsOptions): SmsPort {
  return {
    async send(to, body) {
      const { accountSid, authToken, messagingServiceSid } = await options.credentials();
      const missing = [
        accountSid === '' ? 'account SID' : null,
        authToken === '' ? 'auth token' : null,
        messagingServiceSid === '' ? 'messaging service SID' : null,
      ].filter((m) => m !== null);
      if (missing.length > 0)
        throw new SmsNotConfiguredError(`Twilio is not configured: missing ${missing.join(', ')}.`);
      // Loaded on first use: the SDK is large, and most installations keep the outbox.
      const { default: twilio } = await import('twilio');
      const client = twilio(accountSid, authToken, {
        ...(options.httpClient !== undefined ? { httpClient: options.httpClient } : {}),
        autoRetry: false,
      });
      const message = await client.messages.create({ to, body, messagingServiceSid });
      return { providerMessageId: message.sid };
    },
  };
}

/** docs/design.md §1: integration secrets may be entered as secret settings; the environment wins. */
export function twilioCredentials(
  config: Pick<Config, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_MESSAGING_SERVICE_SID'>,
  settings: { twilioAccountSid: string; twilioAuthToken: string; twilioMessagingServiceSid: string },
): TwilioCredentials {
  return {
    accountSid: config.TWILIO_ACCOUNT_SID ?? settings.twilioAccountSid,
    authToken: config.TWILIO_AUTH_TOKEN ?? settings.twilioAuthToken,
    messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID ?? settings.twilioMessagingServiceSid,
  };
}
