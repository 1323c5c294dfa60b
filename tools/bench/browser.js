// The browser every bench drives: Debian's Chromium, headless, with the same flags (no sandbox
// for root, no GPU, no QUIC so throttling sees TCP, no first-run UI), asking for Korean pages: the
// page server answers in the browser's language (docs/adr/0062), and the figures are the Korean
// site's unless a bench asks for another language (npm run size measures both).
'use strict';

const os = require('node:os');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--lang=ko-KR',
];
/**
 * The language every bench's pages are asked in (a context's `locale`: Playwright asks in
 * American English where a context names none, whatever the browser's --lang).
 */
const PAGE_LOCALE = 'ko-KR';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The machine's load averages over 1, 5 and 15 minutes, as a bench prints them: "0.4 0.6 0.9". */
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');

module.exports = { CHROMIUM, CHROMIUM_ARGS, PAGE_LOCALE, loadAverage, median };
