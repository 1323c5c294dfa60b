// The first `npm install` on a fresh machine runs npm on the machine's own Node (the project's Node 24
// only exists once node_modules/.bin/node is installed), and npm checks every package's `engines`
// against that Node. devEngines.runtime in the root package.json names the oldest Node npm may run on;
// this test keeps the lock file free of packages that would print EBADENGINE there (ADR 0019).
const { describe, expect, test } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

const root = path.resolve(__dirname, '../../..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

const bootstrapNode = semver.minVersion(rootPackage.devEngines.runtime.version).version;

// npm skips the engines check for optional packages (they are left out when they do not fit) and
// for the root when devEngines is present.
function packagesNpmChecks() {
  return Object.entries(lock.packages).filter(
    ([location, entry]) => location !== '' && !entry.optional && !entry.link && entry.engines?.node,
  );
}

describe('the install before the project has its own Node', () => {
  test("devEngines admits Debian 13's Node (20.19) and engines asks for Node 24", () => {
    expect(semver.satisfies('20.19.2', rootPackage.devEngines.runtime.version)).toBe(true);
    expect(semver.minVersion(rootPackage.engines.node).major).toBe(24);
  });

  test(`no installed package refuses Node ${bootstrapNode}, so npm install prints no EBADENGINE`, () => {
    const refusing = packagesNpmChecks()
      .filter(([, entry]) => !semver.satisfies(bootstrapNode, entry.engines.node))
      .map(([location, entry]) => `${location}@${entry.version} (node ${entry.engines.node})`);
    expect(refusing).toEqual([]);
  });

  test('the check sees the packages it guards', () => {
    const locations = packagesNpmChecks().map(([location]) => location);
    expect(locations).toContain('node_modules/webpack-cli');
    expect(locations.length).toBeGreaterThan(100);
  });
});
