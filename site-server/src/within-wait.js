// How long a page waits for something it does not have yet (a build's files, its data and render):
// the page goes out without it, and the work goes on for the next page.
'use strict';

const { refusal } = require('./page-metrics');

/**
 * The promise, or a rejection (reason `wait`) once the page has waited `ms` for `what`.
 * @template T
 * @param {Promise<T>} promise
 * @param {string} what
 * @param {number} ms
 * @returns {Promise<T>}
 */
function withinWait(promise, what, ms) {
  return Promise.race([
    promise,
    new Promise((_resolve, reject) => {
      setTimeout(() => reject(refusal(`${what} is still loading`, 'wait')), ms).unref();
    }),
  ]);
}

module.exports = { withinWait };
