import '@smunity/shared-ui/src/tokens.css';
import { loadMessages, nextTask, pageLocale } from '@smunity/shared-ui';
import { createPageViewReporter } from './analytics/createPageViewReporter';
import { preloadAreaOf } from './remotes/areas';
import { startIdlePrefetch } from './remotes/idlePrefetch';
import { requestRemotesConfigEarly } from './remotes/remotesConfig';
import { SHELL_CATALOG } from './i18n/siteLocale';
import { mountSite } from './mountSite';
import { SiteApp } from './SiteApp';

/**
 * Starts the site in the browser, a task after the modules above have run (they run in the task
 * their chunk arrives in; both in one was a long task on a phone, docs/adr/0066). React renders
 * once `intlWarm` has settled: the page's first use of Intl's locale data is then made, on
 * another thread, before react-intl's provider asks for it in a render slice (i18n/warmIntl.ts).
 */
export async function boot(intlWarm: Promise<void>): Promise<void> {
  await nextTask();
  // remotes.json is requested before React renders, so it is on its way while the page paints.
  requestRemotesConfigEarly();
  // A page of an area (a deep link) starts loading the federation code and the remote now, while
  // React renders the shell, rather than when the area's route renders.
  preloadAreaOf(window.location.pathname);
  // Once the page is loaded and idle, the areas its links lead to (remotes/idlePrefetch.ts).
  startIdlePrefetch();

  const reporter = createPageViewReporter();

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root.');

  // The language the page was rendered in, so hydration renders the same texts.
  const locale = pageLocale();
  void Promise.all([loadMessages(SHELL_CATALOG, locale), intlWarm]).then(([messages]) =>
    mountSite(container, <SiteApp locale={locale} messages={messages} reporter={reporter} />),
  );
}
