import type { ChangedMailSettings, MailSettings, MailSettingsBody } from '@smunity/api-contract';
import { authClient, ensureOk, publicClient } from '@smunity/shared-auth';

export async function fetchMailSettings(signal: AbortSignal): Promise<MailSettings> {
  return ensureOk(await authClient.get<MailSettings>('/members/me/mail-settings', { signal }));
}

/** `email` '' removes the address; a new one is mailed a confirmation link at once. */
export async function saveMailSettings(body: MailSettingsBody): Promise<ChangedMailSettings> {
  return ensureOk(await authClient.put<ChangedMailSettings>('/members/me/mail-settings', body));
}

/** Mails a new confirmation link to the current, unconfirmed address. */
export async function resendConfirmation(): Promise<void> {
  ensureOk(await authClient.post('/members/me/mail-settings/confirmation'));
}

/** The mailed link's token (public: the token is the proof, no login needed). */
export async function confirmMailAddress(token: string): Promise<void> {
  ensureOk(await publicClient.post('/notifications/mail/confirm', { token }));
}
