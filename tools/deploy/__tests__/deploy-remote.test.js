// Deploying one remote alone (docs/adr/0013) on a temporary CDN folder and remotes.json.
const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { deployRemote, listBuilds, pointRemote, publishBuild } = require('../deploy-remote');

const DEPLOY_SCRIPT = path.join(__dirname, '..', 'deploy-remote.js');
const QNA_BASE = 'http://127.0.0.1:3003';

let workDir;
let cdnDir;
let remotesFile;

/** A remote's dist/: what webpack writes, reduced to what deploying reads. */
function fakeBuild(buildId, { container = 'mfe_qna', chunk = 'console.log(1);' } = {}) {
  const dir = path.join(workDir, `dist-${buildId}`);
  fs.mkdirSync(dir, { recursive: true });
  const info = { name: 'mfe-qna', container, version: '0.1.0', buildId };
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify(info));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: container }));
  fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), chunk);
  return dir;
}

const readRemotes = () => JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
const writeRemotes = (config) => fs.writeFileSync(remotesFile, JSON.stringify(config));
const deployed = (buildId, file) => path.join(cdnDir, 'mfe-qna', buildId, file);

beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-deploy-'));
  cdnDir = path.join(workDir, 'cdn');
  remotesFile = path.join(workDir, 'remotes.json');
  writeRemotes({ mfe_accounts: 'http://127.0.0.1:3001/0.1.0-aaa/mf-manifest.json' });
});
afterEach(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('publishBuild', () => {
  it('copies the build to <cdn>/<remote>/<buildId>/ once, and never writes that path again', () => {
    const first = publishBuild({ remote: 'mfe-qna', fromDir: fakeBuild('0.1.0-111'), cdnDir });
    expect(first).toEqual({
      buildId: '0.1.0-111',
      dir: path.join(cdnDir, 'mfe-qna', '0.1.0-111'),
      copied: true,
    });
    expect(fs.readFileSync(deployed('0.1.0-111', 'main.1a2b3c4d.js'), 'utf8')).toBe(
      'console.log(1);',
    );

    const rebuilt = fakeBuild('0.1.0-111', { chunk: 'console.log("changed");' });
    expect(publishBuild({ remote: 'mfe_qna', fromDir: rebuilt, cdnDir }).copied).toBe(false);
    expect(fs.readFileSync(deployed('0.1.0-111', 'main.1a2b3c4d.js'), 'utf8')).toBe(
      'console.log(1);',
    );
  });

  it('copies the compressed siblings the build writes (.br, .gz) with their files', () => {
    const dir = fakeBuild('0.1.0-222');
    fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js.br'), 'brotli bytes');
    fs.writeFileSync(path.join(dir, 'mf-manifest.json.gz'), 'gzip bytes');
    publishBuild({ remote: 'mfe-qna', fromDir: dir, cdnDir });
    expect(fs.readFileSync(deployed('0.1.0-222', 'main.1a2b3c4d.js.br'), 'utf8')).toBe(
      'brotli bytes',
    );
    expect(fs.readFileSync(deployed('0.1.0-222', 'mf-manifest.json.gz'), 'utf8')).toBe(
      'gzip bytes',
    );
  });

  it('refuses a folder without build-info.json, or the build of another remote', () => {
    fs.mkdirSync(path.join(workDir, 'empty'));
    expect(() =>
      publishBuild({ remote: 'mfe_qna', fromDir: path.join(workDir, 'empty'), cdnDir }),
    ).toThrow('build the remote first (npm run build -w mfe-qna)');
    const accounts = fakeBuild('0.1.0-222', { container: 'mfe_accounts' });
    expect(() => publishBuild({ remote: 'mfe_qna', fromDir: accounts, cdnDir })).toThrow(
      'is a build of mfe_accounts, not of mfe_qna',
    );
    expect(() => publishBuild({ remote: 'mfe_chat', fromDir: accounts, cdnDir })).toThrow(
      'Unknown remote "mfe_chat"',
    );
  });
});

describe('deployRemote and pointRemote', () => {
  it('points the remote at the new build and back, leaving the other remotes alone', () => {
    const first = deployRemote({
      remote: 'mfe_qna',
      fromDir: fakeBuild('0.1.0-111'),
      cdnDir,
      remotesFile,
      baseUrl: QNA_BASE,
    });
    expect(first.previous).toBeNull();

    const second = deployRemote({
      remote: 'mfe_qna',
      fromDir: fakeBuild('0.1.0-222'),
      cdnDir,
      remotesFile,
    });
    expect(second).toMatchObject({
      previous: `${QNA_BASE}/0.1.0-111/mf-manifest.json`,
      entry: `${QNA_BASE}/0.1.0-222/mf-manifest.json`,
    });
    expect(readRemotes()).toEqual({
      mfe_accounts: 'http://127.0.0.1:3001/0.1.0-aaa/mf-manifest.json',
      mfe_qna: `${QNA_BASE}/0.1.0-222/mf-manifest.json`,
    });

    pointRemote({ remote: 'mfe_qna', buildId: '0.1.0-111', cdnDir, remotesFile });
    expect(readRemotes().mfe_qna).toBe(`${QNA_BASE}/0.1.0-111/mf-manifest.json`);
    expect(listBuilds({ remote: 'mfe_qna', cdnDir, remotesFile })).toEqual([
      expect.objectContaining({ buildId: '0.1.0-111', current: true }),
      expect.objectContaining({ buildId: '0.1.0-222', current: false }),
    ]);
  });

  it('keeps a parcel remote a parcel, and can change the mode', () => {
    writeRemotes({ mfe_qna: { entry: `${QNA_BASE}/0.1.0-000/mf-manifest.json`, mode: 'parcel' } });
    deployRemote({ remote: 'mfe_qna', fromDir: fakeBuild('0.1.0-111'), cdnDir, remotesFile });
    expect(readRemotes().mfe_qna).toEqual({
      entry: `${QNA_BASE}/0.1.0-111/mf-manifest.json`,
      mode: 'parcel',
    });

    pointRemote({
      remote: 'mfe_qna',
      buildId: '0.1.0-111',
      cdnDir,
      remotesFile,
      mode: 'federation',
    });
    expect(readRemotes().mfe_qna).toBe(`${QNA_BASE}/0.1.0-111/mf-manifest.json`);
  });

  it('refuses a rollback to a build that is not on the CDN, and a first deploy without a base URL', () => {
    expect(() =>
      pointRemote({ remote: 'mfe_qna', buildId: '0.0.9-old', cdnDir, remotesFile }),
    ).toThrow('mfe-qna/0.0.9-old is not on the CDN');
    expect(() =>
      deployRemote({ remote: 'mfe_qna', fromDir: fakeBuild('0.1.0-111'), cdnDir, remotesFile }),
    ).toThrow('remotes.json has no entry for mfe_qna yet: give --base-url');
  });
});

describe('the command', () => {
  const run = (...args) =>
    spawnSync(process.execPath, [DEPLOY_SCRIPT, ...args], { encoding: 'utf8' });

  it('deploys, tells how to roll back, and rolls back', () => {
    const where = ['--cdn', cdnDir, '--remotes', remotesFile];
    expect(
      run('mfe-qna', '--from', fakeBuild('0.1.0-111'), '--base-url', QNA_BASE, ...where).status,
    ).toBe(0);

    const deploy = run('mfe-qna', '--from', fakeBuild('0.1.0-222'), ...where);
    expect(deploy.status).toBe(0);
    expect(deploy.stdout).toContain('roll back with: --rollback 0.1.0-111');

    const rollback = run('mfe-qna', '--rollback', '0.1.0-111', ...where);
    expect(rollback.status).toBe(0);
    expect(readRemotes().mfe_qna).toBe(`${QNA_BASE}/0.1.0-111/mf-manifest.json`);

    const unknown = run('mfe-qna', '--rollback', '9.9.9-none', ...where);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe(
      `deploy-remote: mfe-qna/9.9.9-none is not on the CDN (${cdnDir}); see --list.\n`,
    );
  });
});
