import type { SiteLanguage } from '@smunity/site-language';
import { useSessionStore } from './session/sessionStore';

/**
 * Tells the api the language a signed-in member now reads the site in, so their mails (answers,
 * address confirmations) come in it too (docs/adr/0062). Nothing for a visitor, whose choice the
 * `lang` cookie holds alone. Rejects when the api refuses or cannot be reached: the caller
 * decides whether the switch waits for it.
 */
export async function tellMemberLanguage(language: SiteLanguage): Promise<void> {
  if (!useSessionStore.getState().member) return;
  // Loaded here: the header's switch is on every page, and the HTTP client (axios) is not part of
  // the first load (docs/adr/0028), as for logout.
  const { authClient } = await import('./http/authClient');
  await authClient.patch('/members/me/language', { language });
}
