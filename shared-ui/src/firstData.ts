// The api answers a page was rendered with (issue 27). The shell's server renders a guest's
// board and question page, and a member's result and plan page, with their first api reads and
// writes those answers into the page as JSON, keyed by the URL the page requests (its route's
// `firstViewFetching` or `membersFetching`). The server render
// seeds them before renderToString; the browser reads them before hydrateRoot. useAsyncData
// starts from an answer held for its URL instead of requesting it again, so the hydrated page
// shows what the markup shows, with no request and no loading state in between.

import { FIRST_DATA_ELEMENT_ID } from '@smunity/mf-platform/contract/first-data-element';

/** The `<script type="application/json">` that carries the answers, outside the app's root. */
export { FIRST_DATA_ELEMENT_ID };

// On the global object, not in this module: shared-ui is a page-wide singleton (mf-platform's
// webpack.js), but a remote that falls back to its own copy must still find the page's answers.
const HELD_KEY = Symbol.for('smunity.firstData');

type Holder = { [HELD_KEY]?: Map<string, unknown> };

const holder = globalThis as Holder;

/** Replaces the held answers by these (URL → the api's JSON body); `{}` holds none. */
export function seedFirstData(answers: Readonly<Record<string, unknown>>): void {
  holder[HELD_KEY] = new Map(Object.entries(answers));
}

/**
 * Holds the answers of the page's FIRST_DATA_ELEMENT_ID element, once, before the page hydrates.
 * No element, JSON that does not parse or that is not an object of answers: none held (the page
 * then loads its data as it would without them).
 */
export function readFirstDataElement(page: Pick<Document, 'getElementById'> = document): void {
  seedFirstData(parseAnswers(page.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent));
}

function parseAnswers(text: string | null | undefined): Readonly<Record<string, unknown>> {
  if (!text) return {};
  try {
    const answers: unknown = JSON.parse(text);
    return isRecord(answers) ? answers : {};
  } catch {
    return {};
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer held for this URL, wrapped (a held answer may itself be null); undefined if none. */
export function peekFirstData(url: string): { data: unknown } | undefined {
  const held = holder[HELD_KEY];
  return held?.has(url) ? { data: held.get(url) } : undefined;
}

/** Used: a later page asking for the same URL gets a fresh answer from the api. */
export function forgetFirstData(url: string): void {
  holder[HELD_KEY]?.delete(url);
}
