import type { CreateAxiosDefaults } from 'axios';

export const API_BASE_URL = '/api/v1';
export const REQUEST_TIMEOUT_MS = 10_000;
/** For calls that wait on the university portal (verification, course upload, profile refresh). */
export const PORTAL_TIMEOUT_MS = 30_000;

/** What every client of the api shares. */
export const apiClientDefaults = {
  baseURL: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  // A time-out then reports ETIMEDOUT instead of the ECONNABORTED a browser abort also uses, so
  // the alert can say which of the two happened.
  transitional: { clarifyTimeoutError: true },
} satisfies CreateAxiosDefaults;
