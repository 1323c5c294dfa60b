// The page server's command line: `node site-server/src/main.js --root DIR --port N [--spa]
// [--cors] [--immutable] [--api URL] [--remotes FILE]`, the shell's server's metrics on
// SITE_METRICS_PORT (SITE_METRICS_HOST). The site runner (tools/site/site-processes.js) starts
// one per built front-end; SIGINT or SIGTERM turns /health/ready to 503, then closes.
'use strict';

require('./require-node');
const { createStaticServer } = require('./static-server');
const { pageMetrics, serveMetrics } = require('./page-metrics');

main(parseArgs(process.argv.slice(2)));

/** @param {Record<string, string | undefined>} args */
function main(args) {
  const host = args.host ?? '127.0.0.1';
  const metrics = pageMetrics({ processMetrics: true });
  if (!args.root || !args.port) {
    console.error(
      'usage: main.js --root DIR --port N [--spa] [--cors] [--immutable] [--api URL] [--remotes FILE]',
    );
    process.exit(2);
  }
  const { root } = args;
  createStaticServer({
    metrics,
    root,
    spa: Boolean(args.spa),
    cors: Boolean(args.cors),
    apiUrl: args.api,
    remotesFile: args.remotes,
    immutable: Boolean(args.immutable),
  })
    .then(async (app) => {
      await app.listen({ host, port: Number(args.port) });
      if (args.spa && process.env.SITE_METRICS_PORT) {
        await serveMetrics(metrics, {
          host: process.env.SITE_METRICS_HOST ?? '127.0.0.1',
          port: Number(process.env.SITE_METRICS_PORT),
        });
      }
      const stop = () => {
        app.beginShutdown();
        return app.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error) => {
      console.error(`static server for ${root} failed to start: ${error.message}`);
      process.exit(1);
    });
}

/**
 * `--name value` pairs, and `--flag` alone for 'true'.
 * @param {string[]} argv
 * @returns {Record<string, string | undefined>}
 */
function parseArgs(argv) {
  /** @type {Record<string, string | undefined>} */
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const key = String(argv[i]).replace(/^--/, '');
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) args[key] = 'true';
    else {
      args[key] = next;
      i += 1;
    }
  }
  return args;
}
