import type { MailSettings, MailSettingsBody } from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

export async function fetchMailSettings(signal: AbortSignal): Promise<MailSettings> {
  return ensureOk(await authClient.get<MailSettings>('/members/me/mail-settings', { signal }));
}

/** `email` '' removes the address. */
export async function saveMailSettings(body: MailSettingsBody): Promise<MailSettings> {
  return ensureOk(await authClient.put<MailSettings>('/members/me/mail-settings', body));
}
