// The first Intl.NumberFormat or DateTimeFormat call of a page makes ICU build its list of locales
// with number and date data (12–17 ms on this machine, four times that on a phone). Chromium builds
// it once per process, for every thread: built here, on a worker's thread, it is ready when
// react-intl's provider asks on the main thread (warmIntl.ts, docs/adr/0066). The locale asked
// does not matter: the list is of all of them.
Intl.NumberFormat.supportedLocalesOf('ko');
Intl.DateTimeFormat.supportedLocalesOf('ko');
(globalThis as unknown as { postMessage(message: 'warm'): void }).postMessage('warm');
