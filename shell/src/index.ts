// The page preloads every chunk these imports load (build/preload-first-chunks.js); what is left
// at boot is running them, which on a phone's CPU was the page's longest task: React DOM's, the
// router's and the app's module bodies one after the other (docs/adr/0057). React DOM, the
// largest, runs first in a task of its own, and the browser can paint or answer a tap before the
// rest runs; the files stay as they were (mf-platform/build/shell-boot-chunks.js).
// The shell offers the singletons at run time, when the first area loads (remotes/federation.ts),
// so no async boundary is needed for them.
void import('react-dom/client').then(() => setTimeout(() => import('./bootstrap')));

// The page's first use of the browser's number and date data costs one task that nothing can
// split (ICU lists its locales: 12–17 ms on this machine, four times that on a phone; ADR 0066).
// react-intl makes that use when React first renders its provider (a supportedLocalesOf check),
// inside a render slice; made now, while the chunks above are still arriving, it is a task of its
// own and the render's slices stay short.
setTimeout(() => Intl.NumberFormat.supportedLocalesOf(document.documentElement.lang || 'ko'));
