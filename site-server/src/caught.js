// What a caught value says: `catch` and `.catch()` receive whatever was thrown, an Error or not.
// An error is recognised by its shape, not `instanceof Error`: Node's own errors come from
// another realm where the code runs in a vm context (Jest's), and fail that test there.
'use strict';

/**
 * The caught value's `message` if it has one (an Error's), else the value as text.
 * @param {unknown} error
 */
function errorMessage(error) {
  const message = typeof error === 'object' && error !== null && Reflect.get(error, 'message');
  return typeof message === 'string' ? message : String(error);
}

/**
 * Whether a file system call failed because the file is not there.
 * @param {unknown} error
 */
const isMissingFile = (error) =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 'ENOENT';

module.exports = { errorMessage, isMissingFile };
