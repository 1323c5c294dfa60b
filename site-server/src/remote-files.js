// The files of remote builds the page server reads (mf-manifest.json, first-views.json, CSS, the
// render bundle), each read once while remotes.json names its build (a build path is immutable:
// docs/adr/0013); a file that could not be read is asked again by the next page.
'use strict';

const { errorMessage } = require('./caught');
const {
  NO_FIRST_VIEWS_FILE,
  firstViewsFileFrom,
} = require('@smunity/mf-platform/contract/first-views-file');
const { manifestFrom } = require('@smunity/mf-platform/contract/remote-manifest');

/** A manifest that does not answer this fast is given up (the next page load asks again). */
const MANIFEST_TIMEOUT_MS = 2000;

/**
 * The response, or an error for any other status than 200 (its body let go: the socket is freed).
 * @param {string} url
 * @param {Response} response
 */
async function okOrThrow(url, response) {
  if (response.ok) return response;
  await response.body?.cancel();
  throw new Error(`${url} answered ${response.status}`);
}

/**
 * The file's JSON as `shapeOf` takes it, or an error naming the file and what is wrong in it.
 * @template T
 * @param {string} url
 * @param {Response} response
 * @param {(json: unknown) => T} shapeOf
 */
async function jsonAs(url, response, shapeOf) {
  const json = await (await okOrThrow(url, response)).json();
  try {
    return shapeOf(json);
  } catch (error) {
    throw new Error(`${url}: ${errorMessage(error)}`);
  }
}

/** @param {(url: string, init: RequestInit) => Promise<Response>} fetchRemoteFile */
function remoteFiles(fetchRemoteFile) {
  /**
   * URL of a remote build's file (its manifest, first views, CSS) → its reading, while
   * remotes.json names the build's manifest.
   * @type {Map<string, { manifest: string, reading: Promise<unknown> }>}
   */
  const files = new Map();

  /**
   * The file at `url` of the build whose manifest is at `manifestUrl`, as `read` takes it.
   * @template T
   * @param {string} url
   * @param {string} manifestUrl
   * @param {(response: Response) => Promise<T>} read
   * @returns {Promise<T>}
   */
  function remoteFile(url, manifestUrl, read) {
    const known = files.get(url);
    // Kept under its URL by this function only, with the `read` of what the URL holds.
    if (known) return /** @type {Promise<T>} */ (known.reading);
    const reading = fetchRemoteFile(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then(read)
      .catch((error) => {
        files.delete(url); // a remote that is down now may answer the next page load
        throw error;
      });
    files.set(url, { manifest: manifestUrl, reading });
    return reading;
  }

  return {
    /**
     * The build's mf-manifest.json; one of another shape is an error (the remote does not load).
     * @param {string} url
     */
    manifestAt: (url) => remoteFile(url, url, (response) => jsonAs(url, response, manifestFrom)),
    /**
     * The build's first views; a build made before they existed has none (404), a file of
     * another shape is an error.
     * @param {string} url
     * @param {string} manifestUrl
     * @returns {Promise<import('./remote-builds').FirstViewsFile>}
     */
    firstViewsAt: (url, manifestUrl) =>
      remoteFile(url, manifestUrl, async (response) => {
        if (response.status === 404) {
          await response.body?.cancel();
          return NO_FIRST_VIEWS_FILE;
        }
        return jsonAs(url, response, firstViewsFileFrom);
      }),
    /**
     * A text file of the build (its CSS, its render bundle).
     * @param {string} url
     * @param {string} manifestUrl
     * @returns {Promise<string>}
     */
    text: (url, manifestUrl) =>
      remoteFile(url, manifestUrl, async (response) => (await okOrThrow(url, response)).text()),
    /**
     * A new remotes.json: the files of builds it no longer names are let go.
     * @param {Set<string | undefined>} namedManifests
     */
    renamed(namedManifests) {
      for (const [url, { manifest }] of files) if (!namedManifests.has(manifest)) files.delete(url);
    },
  };
}

module.exports = { remoteFiles };
