import axios from 'axios';
import { apiClientDefaults } from './config';

/**
 * For calls that need no member: login, verification, the Q&A list, counts. Only a status of 500
 * or more rejects; a refusal (4xx) resolves so the page can read it (see `ensureOk`).
 * Calls that carry a verification token set their own Authorization header here.
 */
export const publicClient = axios.create({
  ...apiClientDefaults,
  validateStatus: (status) => status < 500,
});
