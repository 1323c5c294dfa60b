// The contract check on trimmed copies of a real remote manifest and the shell's offer (fixtures/),
// each test breaking one rule.
const { describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { findContractProblems, readRepositoryManifests } = require('../check-contracts');

const fixture = (file) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', file), 'utf8'));

/**
 * The shell's offer and a correct mfe_qna; `change` breaks the remote's copy.
 * @param {(remote: any) => void} [change]
 * @param {(shell: any) => void} [changeShell]
 */
function manifests(change = () => {}, changeShell = () => {}) {
  const remote = fixture('remote.mf-manifest.json');
  const shell = fixture('shell.shared-offer.json');
  change(remote);
  changeShell(shell);
  return { shell, remotes: { mfe_qna: remote } };
}

const sharedEntry = (manifest, name) => manifest.shared.find((entry) => entry.name === name);

describe('findContractProblems', () => {
  it('accepts remotes that expose both modules and share the singletons in range', () => {
    expect(findContractProblems(manifests())).toEqual([]);
  });

  it('names an expose the shell loads that the remote lacks', () => {
    const problems = findContractProblems(
      manifests((remote) => {
        remote.exposes = remote.exposes.filter((expose) => expose.path !== './parcel');
      }),
    );

    expect(problems).toEqual(["mfe_qna: does not expose './parcel', which the shell loads."]);
  });

  it('names a remote whose registry entry adds to the header but that does not expose ./header', () => {
    const problems = findContractProblems(
      manifests((remote) => {
        remote.exposes = remote.exposes.filter((expose) => expose.path !== './header');
      }),
    );

    expect(problems).toEqual([
      "mfe_qna: does not expose './header', which its registry entry promises.",
    ]);
  });

  it("names a remote built with a singleton outside the shell's range", () => {
    const problems = findContractProblems(
      manifests((remote) => {
        sharedEntry(remote, 'react').version = '18.3.1';
      }),
    );

    expect(problems).toEqual([
      "mfe_qna: is built with react@18.3.1, outside the shell's range ^19.2.0.",
    ]);
  });

  it('names a remote that requires more than the shell provides', () => {
    const problems = findContractProblems(
      manifests((remote) => {
        sharedEntry(remote, 'react-router').requiredVersion = '^8.0.0';
      }),
    );

    expect(problems).toEqual([
      'mfe_qna: requires react-router@^8.0.0, but the shell provides 7.18.5.',
    ]);
  });

  it('compares workspace packages by their exact version', () => {
    const problems = findContractProblems(
      manifests((remote) => {
        sharedEntry(remote, '@smunity/shared-auth').version = '0.2.0';
      }),
    );

    expect(problems).toEqual([
      "mfe_qna: is built with @smunity/shared-auth@0.2.0, outside the shell's range 0.1.0.",
    ]);
  });

  it('names a singleton the remote does not share, and a container under another name', () => {
    const problems = findContractProblems(
      manifests((remote) => {
        remote.name = 'mfe-qna';
        remote.shared = remote.shared.filter((entry) => entry.name !== '@smunity/shared-auth');
      }),
    );

    expect(problems).toEqual([
      'mfe_qna: its manifest names the container "mfe-qna".',
      "mfe_qna: does not share the singleton '@smunity/shared-auth', so it would bundle a second copy.",
    ]);
  });
});

describe('findContractProblems: keys the shell does not offer', () => {
  it('names a key of a shared package that a remote consumes but the shell does not offer', () => {
    const problems = findContractProblems(
      manifests((remote) => {
        remote.shared.push({ ...sharedEntry(remote, 'react'), name: 'react/compiler-runtime' });
      }),
    );

    expect(problems).toEqual([
      'mfe_qna: shares react/compiler-runtime, which the shell does not offer, so it would run its own copy (add the key to HOST_SHARE_KEYS).',
    ]);
  });

  it('leaves alone what a remote shares of packages the shell has no part in', () => {
    const problems = findContractProblems(
      manifests((remote) => {
        remote.shared.push({ name: 'react-markdown', version: '10.1.0', singleton: false });
      }),
    );

    expect(problems).toEqual([]);
  });

  it('names a singleton every remote needs that the shell does not offer', () => {
    const problems = findContractProblems(
      manifests(undefined, (shell) => {
        shell.shared = shell.shared.filter((entry) => entry.name !== 'zustand');
      }),
    );

    expect(problems).toEqual([
      "shell: does not offer the singleton 'zustand'.",
      'mfe_qna: shares zustand, which the shell does not offer, so it would run its own copy (add the key to HOST_SHARE_KEYS).',
    ]);
  });
});

describe('readRepositoryManifests', () => {
  it('says which build is missing', () => {
    const emptyRepository = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-contracts-'));
    try {
      expect(() => readRepositoryManifests(emptyRepository)).toThrow(
        /shell\/dist\/shared-offer\.json is missing: run "npm run build" first/,
      );
    } finally {
      fs.rmSync(emptyRepository, { recursive: true, force: true });
    }
  });
});
