// The site behind its shipped front door (deploy/nginx): a throw-away CA and certificate made with
// openssl, nginx started with the configuration tools/deploy/nginx-config.js writes, and a
// Chromium that trusts that CA through its NSS database (never by ignoring certificate errors).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { REMOTE_NAMES, isolatedSitePorts, launchSite, type Site } from './site';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const frontDoor = require('@smunity/tools/deploy/front-door') as {
  FRONT_DOOR_HOST: string;
  makeTestCertificates(dir: string): { ca: string; certificate: string; key: string };
  startNginx(options: {
    settings: unknown;
    dir: string;
    waitPort: number;
  }): Promise<{ stop(): Promise<void> }>;
};

/** The host name the certificate is for, and the browser addresses. */
export const FRONT_DOOR_HOST = frontDoor.FRONT_DOOR_HOST;

export interface FrontDoor {
  site: Site;
  /** https://localhost:<port>: the site's public origin (SITE_URL). */
  url: string;
  /** http://localhost:<port>: only ever redirects. */
  httpUrl: string;
  /** The remotes' public origins, by container. */
  remoteOrigins: Record<string, string>;
  /** PEM of the throw-away CA. */
  ca: string;
  /** A Chromium whose NSS database trusts the CA. */
  launchBrowser(): Promise<Browser>;
  /**
   * An HTTPS request to the front door (a path of the site, or a URL of any of its origins) from
   * a loopback address of the caller's choosing, trusting the CA.
   */
  requestFrom(
    localAddress: string,
    urlOrPath: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>;
  close(): Promise<void>;
}

/** NSS's certutil, from Debian (run-e2e.js installs it as root, else says what to run). */
function certutil(args: string[]): void {
  const result = spawnSync('certutil', args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(`certutil ${args.join(' ')} failed: ${result.error ?? result.stderr}`);
  }
}

/** A HOME whose NSS database (what Chromium on Linux trusts) holds the CA as a trusted root. */
function browserHomeTrusting(caFile: string, dir: string): string {
  const home = path.join(dir, 'browser-home');
  const nssdb = path.join(home, '.pki', 'nssdb');
  fs.mkdirSync(nssdb, { recursive: true });
  certutil(['-d', `sql:${nssdb}`, '-N', '--empty-password']);
  certutil(['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'smunity-e2e', '-i', caFile]);
  return home;
}

/**
 * Starts a site of its own behind nginx over TLS: the api with HTTPS=on, SITE_URL the front
 * door's origin and `apiEnv`; the page server believing X-Forwarded-For only from nginx.
 */
export async function startFrontDoor(apiEnv: Record<string, string> = {}): Promise<FrontDoor> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-front-door-'));
  const { ca, certificate, key } = frontDoor.makeTestCertificates(dir);
  // Ten ports no other site of this run uses: the https and http listeners of each origin, and
  // nginx's loopback listener.
  const [httpsPort, ...ports] = Object.values(isolatedSitePorts()).sort((a, b) => a - b);
  const remoteHttps = REMOTE_NAMES.map((_name, index) => ports[index]!);
  const httpPort = ports[REMOTE_NAMES.length]!;
  const remoteHttp = REMOTE_NAMES.map((_name, index) => httpsPort! + 6 + index);
  const url = `https://${FRONT_DOOR_HOST}:${httpsPort}`;
  const remoteOrigins = Object.fromEntries(
    REMOTE_NAMES.map((name, index) => [name, `https://${FRONT_DOOR_HOST}:${remoteHttps[index]}`]),
  );

  const site = await launchSite(
    isolatedSitePorts(),
    { HTTPS: 'on', SITE_URL: url, ...apiEnv },
    {
      HTTPS: 'on',
      SITE_URL: url,
      SITE_TRUST_PROXY: '127.0.0.1',
      // The page server reads the remotes' manifests through the front door.
      NODE_EXTRA_CA_CERTS: ca,
    },
  );
  // nginx's workers (an unprivileged user when started as root) read the builds.
  fs.chmodSync(site.dataDir, 0o755);
  pointRemotesAt(site.remotesFile, site, remoteOrigins);

  let nginx: { stop(): Promise<void> };
  try {
    nginx = await frontDoor.startNginx({
      dir: path.join(dir, 'nginx'),
      waitPort: httpsPort!,
      settings: {
        site: {
          serverName: FRONT_DOOR_HOST,
          httpsListen: `127.0.0.1:${httpsPort}`,
          httpListen: `127.0.0.1:${httpPort}`,
          publicPort: httpsPort,
        },
        remotes: Object.fromEntries(
          REMOTE_NAMES.map((name, index) => [
            name,
            {
              serverName: FRONT_DOOR_HOST,
              httpsListen: `127.0.0.1:${remoteHttps[index]}`,
              httpListen: `127.0.0.1:${remoteHttp[index]}`,
              publicPort: remoteHttps[index],
            },
          ]),
        ),
        tls: { certificate, certificateKey: key },
        pageServer: `127.0.0.1:${site.ports.shell}`,
        apiServers: [`127.0.0.1:${site.ports.api}`],
        // Not used here (the page server reads the api directly), but it listens: one of the ten.
        internalListen: `127.0.0.1:${httpsPort! + 9}`,
        cdnDir: site.cdnDir,
      },
    });
  } catch (error) {
    await site.close();
    throw error;
  }
  const browserHome = browserHomeTrusting(ca, dir);
  const caPem = fs.readFileSync(ca, 'utf8');

  return {
    site,
    url,
    httpUrl: `http://${FRONT_DOOR_HOST}:${httpPort}`,
    remoteOrigins,
    ca: caPem,
    launchBrowser: () =>
      chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: chromiumArgs,
        env: { ...process.env, HOME: browserHome },
      }),
    requestFrom: (localAddress, urlOrPath, init = {}) =>
      new Promise((resolve, reject) => {
        const request = https.request(
          new URL(urlOrPath, url),
          {
            method: init.method ?? 'GET',
            headers: init.headers,
            localAddress,
            ca: caPem,
            servername: FRONT_DOOR_HOST,
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.once('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
            );
          },
        );
        request.once('error', reject);
        request.end(init.body);
      }),
    async close() {
      await nginx.stop();
      await site.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** remotes.json naming each build at its public https origin instead of the static server's. */
function pointRemotesAt(remotesFile: string, site: Site, origins: Record<string, string>): void {
  let text = fs.readFileSync(remotesFile, 'utf8');
  for (const name of REMOTE_NAMES) {
    text = text.replaceAll(`http://127.0.0.1:${site.ports[name]}`, origins[name]!);
  }
  fs.writeFileSync(remotesFile, text);
}
