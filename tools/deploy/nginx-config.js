#!/usr/bin/env node
// Writes SMUNITY's nginx configuration (deploy/nginx/*.template) for one deployment: the host
// names, ports, certificate, upstreams and folders come from a settings file; the response
// headers come from the security-headers package, the one source of the site's header policy
// (docs/adr/0029), so nginx and the site's own servers never disagree.
//
//   node tools/deploy/nginx-config.js --settings deploy/nginx/settings.example.json --out DIR
//
// deploy/nginx/README.md explains each setting and each part of the configuration.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const {
  REMOTE_ORIGIN_CSP,
  STRICT_TRANSPORT_SECURITY,
  commonSecurityHeaders,
} = require('@smunity/security-headers');
const { REMOTES } = require('../remotes');

const TEMPLATES = path.resolve(__dirname, '..', '..', 'deploy', 'nginx');
/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
const DEBIAN_BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * @typedef {object} Origin
 * @property {string} serverName nginx's server_name: the public host name (e.g. smunity.example)
 * @property {string} [httpsListen] what `listen … ssl` takes; default "443"
 * @property {string} [httpListen] what the redirecting `listen` takes; default "80"
 * @property {number} [publicPort] the HTTPS port browsers use; default 443 (then no port in URLs)
 *
 * @typedef {object} Settings
 * @property {Origin} site the site's origin (SITE_URL)
 * @property {Record<string, Origin>} remotes each remote's origin, by container name
 * @property {{ certificate: string, certificateKey: string }} tls one certificate for every
 *   origin (a SAN certificate, e.g. from ACME); PEM files
 * @property {string} pageServer the page server's address (host:port)
 * @property {string[]} apiServers the api replicas: `unix:/path/api-a.sock` (API_SOCKET) or
 *   host:port each
 * @property {string} [internalListen] the loopback listener for the page server's api reads and
 *   the replicas' metrics (`/replicas/<name>/metrics`); default "127.0.0.1:3190"
 * @property {number} [apiKeepaliveTimeoutSeconds] how long a pooled connection to a replica stays
 *   idle; a replica's SHUTDOWN_DRAIN_SECONDS must be longer; default 10
 * @property {string} cdnDir the folder deploy-remote copies builds into (<cdnDir>/<folder>/<buildId>/)
 * @property {number} [apiBodyLimitBytes] the api's BODY_LIMIT_BYTES; default 65536
 * @property {'public' | 'private'} [apiDocs] whether /api/docs (the OpenAPI document) is served;
 *   default public: the original's clients and their developers read it
 * @property {string | false} [brotliStaticModule] the module's file, false for none; default
 *   Debian's, when it is installed
 * @property {string} [mimeTypes] default /etc/nginx/mime.types
 * @property {string} [runDir] pid and temporary files; default the output folder
 * @property {string} [logDir] default the output folder
 */

/**
 * The configuration's files, by name.
 * @param {Settings} settings
 * @param {string} confDir the folder the files will be read from by nginx
 * @returns {Record<string, string>}
 */
function nginxConfig(settings, confDir) {
  const brotliModule =
    settings.brotliStaticModule ??
    (fs.existsSync(DEBIAN_BROTLI_STATIC) ? DEBIAN_BROTLI_STATIC : false);
  const shared = {
    CONF_DIR: confDir,
    RUN_DIR: settings.runDir ?? confDir,
    LOG_DIR: settings.logDir ?? confDir,
  };
  const files = {
    'nginx.conf': fill('nginx.conf.template', {
      ...shared,
      LOAD_BROTLI_MODULE: brotliModule
        ? `load_module ${brotliModule};`
        : '# (no brotli_static module installed: the .gz files are sent)',
      MIME_TYPES: settings.mimeTypes ?? '/etc/nginx/mime.types',
      TLS_CERTIFICATE: settings.tls.certificate,
      TLS_CERTIFICATE_KEY: settings.tls.certificateKey,
    }),
    'site.conf': fill('site.conf.template', {
      ...shared,
      ...listening(settings.site, ''),
      SITE_ORIGIN: originOf(settings.site),
      SITE_SERVER_NAME: settings.site.serverName,
      PAGE_SERVER: settings.pageServer,
      API_SERVERS: settings.apiServers.map((server) => `  server ${server};`).join('\n'),
      API_BODY_LIMIT: String(settings.apiBodyLimitBytes ?? 65_536),
      API_KEEPALIVE_TIMEOUT: String(settings.apiKeepaliveTimeoutSeconds ?? 10),
      INTERNAL_LISTEN: settings.internalListen ?? '127.0.0.1:3190',
      REPLICA_METRICS_LOCATIONS: settings.apiServers.map(replicaMetricsLocation).join('\n'),
      API_DOCS_LOCATION:
        settings.apiDocs === 'private'
          ? '  location /api/docs { return 404; }'
          : '  # /api/docs (the OpenAPI document and its page) is public: apiDocs "public".',
      STRICT_TRANSPORT_SECURITY,
    }),
    'security-headers.conf': securityHeadersConf(),
  };
  for (const { container, folder } of REMOTES) {
    const origin = settings.remotes[container];
    if (origin === undefined) throw new Error(`settings.remotes has no origin for ${container}`);
    files[`remote-${container}.conf`] = fill('remote.conf.template', {
      ...shared,
      ...prefixed(listening(origin, ''), 'REMOTE_'),
      REMOTE_CONTAINER: container,
      REMOTE_FOLDER: folder,
      REMOTE_ORIGIN: originOf(origin),
      REMOTE_SERVER_NAME: origin.serverName,
      REMOTE_ROOT: path.join(settings.cdnDir, folder),
      REMOTE_ORIGIN_CSP,
      BROTLI_STATIC: brotliModule
        ? '  brotli_static on;'
        : '  # brotli_static: no module installed, the .gz files are sent',
    });
  }
  return files;
}

/**
 * `/replicas/<name>/metrics` for one replica: its socket's name without `.sock` (api-a), or
 * host-port for a TCP replica.
 * @param {string} server an apiServers entry
 */
function replicaMetricsLocation(server) {
  const socket = /^unix:(.+)$/.exec(server)?.[1];
  const name = socket
    ? path.basename(socket, '.sock')
    : server.replace(/[^A-Za-z0-9.]+/g, '-').replace(/^-|-$/g, '');
  const target = socket ? `http://unix:${socket}:/api/metrics` : `http://${server}/api/metrics`;
  return `  location = /replicas/${name}/metrics { proxy_pass ${target}; }`;
}

/** The `add_header` lines every answer nginx itself makes carries (HSTS included: TLS only). */
function securityHeadersConf() {
  const lines = Object.entries(commonSecurityHeaders({ https: true })).map(
    ([name, value]) => `add_header ${canonical(name)} "${value}" always;`,
  );
  return `# From the security-headers package (tools/deploy/nginx-config.js): do not edit.\n${lines.join('\n')}\n`;
}

/** @param {Origin} origin */
function listening(origin, prefix) {
  const port = origin.publicPort ?? 443;
  return {
    [`${prefix}HTTPS_LISTEN`]: origin.httpsListen ?? '443',
    [`${prefix}HTTP_LISTEN`]: origin.httpListen ?? '80',
    [`${prefix}HTTPS_PORT_SUFFIX`]: port === 443 ? '' : `:${port}`,
  };
}

/** @param {Origin} origin */
function originOf(origin) {
  const port = origin.publicPort ?? 443;
  return `https://${origin.serverName}${port === 443 ? '' : `:${port}`}`;
}

/**
 * @param {Record<string, string>} values
 * @param {string} prefix
 */
function prefixed(values, prefix) {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [prefix + key, value]));
}

/** x-content-type-options → X-Content-Type-Options */
function canonical(name) {
  return name.replace(/(^|-)([a-z])/g, (_match, dash, letter) => dash + letter.toUpperCase());
}

/**
 * The template with each ${NAME} replaced; a name without a value is an error, so a template
 * and its settings cannot drift apart silently.
 * @param {string} template
 * @param {Record<string, string>} values
 */
function fill(template, values) {
  const text = fs.readFileSync(path.join(TEMPLATES, template), 'utf8');
  return text.replace(/\$\{([A-Z_]+)\}/g, (_match, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template}: no value for \${${name}}`);
    return value;
  });
}

/**
 * Writes the files into `outDir` (created if needed).
 * @param {Settings} settings
 * @param {string} outDir
 */
function writeNginxConfig(settings, outDir) {
  const confDir = path.resolve(outDir);
  fs.mkdirSync(confDir, { recursive: true });
  const files = nginxConfig(settings, confDir);
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(confDir, name), text);
  }
  return path.join(confDir, 'nginx.conf');
}

module.exports = { nginxConfig, writeNginxConfig };

if (require.main === module) {
  const args = process.argv.slice(2);
  const value = (flag) => {
    const index = args.indexOf(flag);
    return index === -1 ? undefined : args[index + 1];
  };
  const settingsFile = value('--settings');
  const outDir = value('--out');
  if (!settingsFile || !outDir) {
    console.error('Usage: nginx-config.js --settings FILE.json --out DIR');
    process.exit(2);
  }
  const written = writeNginxConfig(JSON.parse(fs.readFileSync(settingsFile, 'utf8')), outDir);
  console.log(`nginx configuration written: nginx -p ${path.dirname(written)} -c ${written}`);
}
