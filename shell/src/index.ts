// main.js holds the libraries; the app's own code is a chunk of its own that the page preloads
// alongside it (build/preload-first-chunks.js). The shell offers the singletons at run time, when
// the first area loads (remotes/federation.ts), so no async boundary is needed for them.
import('./bootstrap');
