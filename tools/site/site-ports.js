// The ports of the site's parts (README: PORT, API_PORT, each remote's port variable), checked
// before anything is built or started: a port browsers refuse to fetch from would otherwise
// start a site no page can load (`PORT=6000` waited 30 s for a fetch that never happens).
'use strict';

const { REMOTES } = require('../remotes');

/**
 * Ports that browsers and fetch() refuse (the Fetch Standard's "bad port" list, which Chromium,
 * Firefox, WebKit and Node's fetch share): a page or remote there never loads, and the shell's
 * server and the runner (Node's fetch) could not reach an api there.
 */
const REFUSED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

class PortError extends Error {}

/**
 * The ports of `npm start` and `npm run dev`: the shell's and the api's, and each remote's from
 * the registry, each moved by its environment variable.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Record<string, number>} part → port
 * @throws {PortError} one line naming the variable and the port, when one is not a port, is one
 *   browsers refuse, or is taken by two parts
 */
function defaultPorts(env = process.env) {
  /** @type {Array<[part: string, variable: string, fallback: number]>} */
  const variables = [
    ['shell', 'PORT', 3000],
    ['api', 'API_PORT', 3100],
    ...REMOTES.map(
      ({ container, port, portEnv }) =>
        /** @type {[string, string, number]} */ ([container, portEnv, port]),
    ),
  ];
  /** @type {Record<string, number>} */
  const ports = {};
  const owners = new Map();
  for (const [part, variable, fallback] of variables) {
    const raw = env[variable] ?? String(fallback);
    const port = Number(raw);
    if (!/^\d+$/.test(raw.trim()) || port < 1 || port > 65535) {
      throw new PortError(`${variable}=${raw} is not a port (1–65535).`);
    }
    if (REFUSED_PORTS.has(port)) {
      throw new PortError(
        `${variable}=${port} is a port browsers and fetch() refuse (Fetch Standard "bad port"): choose another.`,
      );
    }
    if (owners.has(port)) {
      throw new PortError(`${variable}=${port} is already the port of ${owners.get(port)}.`);
    }
    owners.set(port, variable);
    ports[part] = port;
  }
  return ports;
}

/**
 * Consecutive ports for a site of its own (an e2e worker, a bench): the shell on base, the
 * remotes after it in the registry's order, then the api.
 * @param {number} base
 */
function sitePorts(base) {
  return {
    shell: base,
    ...Object.fromEntries(REMOTES.map(({ container }, index) => [container, base + 1 + index])),
    api: base + REMOTES.length + 2,
  };
}

module.exports = { PortError, REFUSED_PORTS, defaultPorts, sitePorts };
