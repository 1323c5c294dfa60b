import { warmIntl } from './i18n/warmIntl';

// Intl's locale data readied on another thread while the chunks below arrive (docs/adr/0066).
const intlWarm = warmIntl();

// The page preloads every chunk these imports load (build/preload-first-chunks.js); what is left
// at boot is running them, which on a phone's CPU was the page's longest task: React DOM's, the
// router's and the app's module bodies one after the other (docs/adr/0057). React DOM, the
// largest, runs first in a task of its own, and the browser can paint or answer a tap before the
// rest runs; React DOM is a file of its own (mf-platform/build/shell-boot-chunks.js).
// The shell offers the singletons at run time, when the first area loads (remotes/federation.ts),
// so no async boundary is needed for them.
// The task between the two also makes the page's first `document.cookie` read, which the session
// store makes as the app's modules run: the first read is a synchronous round trip to the browser
// process (0.4–7 ms measured), later ones read the renderer's copy (docs/adr/0073).
void import('react-dom/client').then(() =>
  setTimeout(() => {
    void document.cookie;
    void import('./bootstrap').then(({ boot }) => boot(intlWarm));
  }),
);
