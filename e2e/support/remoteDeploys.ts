// Shipping one remote alone on a running test site, as a team would (docs/adr/0013): build a variant
// of it into a temporary folder, copy it to a new versioned path of the site's CDN and point
// remotes.json at it, roll it back, or change how the shell mounts it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteMode, RemoteName, Site } from './site';

// CommonJS modules of the deploy tooling, shared with the command line.
/* eslint-disable @typescript-eslint/no-require-imports */
const { buildRemoteVariant } = require('@smunity/tools/deploy/build-remote-variant') as {
  buildRemoteVariant(options: {
    remote: RemoteName;
    outDir: string;
    variant: RemoteVariant;
  }): Promise<{ buildId: string; dir: string }>;
};
const deployTool = require('@smunity/tools/deploy/deploy-remote') as {
  deployRemote(options: DeployOptions & { fromDir: string }): DeployResult;
  pointRemote(
    options: DeployOptions & { buildId: string; mode?: RemoteMode; baseUrl?: string },
  ): DeployResult;
};
/* eslint-enable @typescript-eslint/no-require-imports */

interface DeployOptions {
  remote: RemoteName;
  cdnDir: string;
  remotesFile: string;
}

export interface DeployResult {
  /** The manifest URL remotes.json pointed at before. */
  previous: string | null;
  /** The manifest URL it points at now. */
  entry: string;
}

/** The build-time switches of a variant build (mf-platform/build/webpack.js). */
export interface RemoteVariant {
  SMUNITY_BUILD_LABEL?: string;
  SMUNITY_FAULT?: 'render';
}

export interface VariantBuild {
  buildId: string;
  dir: string;
  /** Deletes the build folder (not what was deployed from it). */
  remove(): void;
}

export async function buildVariant(
  remote: RemoteName,
  variant: RemoteVariant,
): Promise<VariantBuild> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `smunity-${remote}-variant-`));
  const { buildId } = await buildRemoteVariant({ remote, outDir, variant });
  return {
    buildId,
    dir: outDir,
    remove: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}

/** Copies the build to <cdn>/<remote>/<buildId>/ and points the remote's entry at it. */
export function deploy(site: Site, remote: RemoteName, build: VariantBuild): DeployResult {
  return deployTool.deployRemote({ ...where(site, remote), fromDir: build.dir });
}

/** Points the remote at a build already on the CDN (a rollback), optionally changing its mode. */
export function pointAt(
  site: Site,
  remote: RemoteName,
  buildId: string,
  mode?: RemoteMode,
): DeployResult {
  return deployTool.pointRemote({ ...where(site, remote), buildId, mode });
}

/**
 * Points the remote at the build it is on, served from another origin (e.g. a proxy in front of
 * its own): pointAt keeps the origin remotes.json names, so this is also the way back.
 */
export function pointAtOrigin(site: Site, remote: RemoteName, origin: string): DeployResult {
  return deployTool.pointRemote({
    ...where(site, remote),
    buildId: currentBuildId(site, remote),
    baseUrl: origin,
  });
}

/** Points the remote's entry at any URL (e.g. a manifest that does not exist), in its mode. */
export function pointAtUrl(site: Site, remote: RemoteName, entry: string): void {
  const config = readRemotesJson(site);
  const current = config[remote];
  config[remote] = typeof current === 'object' ? { ...current, entry } : entry;
  fs.writeFileSync(site.remotesFile, `${JSON.stringify(config, null, 2)}\n`);
}

/** The build id remotes.json currently points the remote at. */
export function currentBuildId(site: Site, remote: RemoteName): string {
  const value = readRemotesJson(site)[remote];
  const entry = typeof value === 'string' ? value : value?.entry;
  if (!entry) throw new Error(`remotes.json has no entry for ${remote}.`);
  return new URL(entry).pathname.split('/').at(-2) ?? '';
}

type RemotesJson = Partial<Record<RemoteName, string | { entry: string; mode?: RemoteMode }>>;

function readRemotesJson(site: Site): RemotesJson {
  return JSON.parse(fs.readFileSync(site.remotesFile, 'utf8')) as RemotesJson;
}

function where(site: Site, remote: RemoteName): DeployOptions {
  return { remote, cdnDir: site.cdnDir, remotesFile: site.remotesFile };
}
