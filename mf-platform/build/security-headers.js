// The webpack dev servers' headers (./webpack.js): the header policy of the security-headers
// package (the one source the api and the page server use too) with the dev servers' origins.
// docs/security-headers.md and docs/adr/0027 say why.
'use strict';

const { commonSecurityHeaders, siteContentSecurityPolicy } = require('@smunity/security-headers');

/**
 * The headers of `npm run dev` (webpack-dev-server, every app): the same page policy as the
 * static servers, with every dev server's origin as a remote origin and its HMR websocket in
 * connect-src. The dev builds use a devtool without eval, so script-src stays exactly as strict.
 * @param {{ devOrigins: string[], env?: NodeJS.ProcessEnv }} options
 */
function devServerHeaders({ devOrigins, env = process.env }) {
  const csp = siteContentSecurityPolicy({
    remoteOrigins: [...new Set(devOrigins)].sort(),
    analytics: Boolean(env.GA_MEASUREMENT_ID),
    devSockets: devOrigins.map((origin) => origin.replace(/^http/, 'ws')),
  });
  return {
    ...commonSecurityHeaders({ https: false }),
    'content-security-policy': csp,
    // The shell loads remote entries and chunks from the remotes' dev servers.
    'access-control-allow-origin': '*',
  };
}

module.exports = { devServerHeaders };
