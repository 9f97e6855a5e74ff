/**
 * The install and `engines` agree: every installed package that declares the Node versions it runs on
 * accepts every version dirhub promises (package.json `engines.node`), so `npm install` prints no
 * EBADENGINE warning and nothing in node_modules needs a newer Node than the README says.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/paths.js';

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: string };
}

/** Every package.json of an installed package, nested node_modules included. */
function installedManifests(
  dir: string,
  out: { path: string; manifest: Manifest }[] = [],
): { path: string; manifest: Manifest }[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === '.bin' || entry.name === '.cache') continue;
    const packages = entry.name.startsWith('@')
      ? readdirSync(join(dir, entry.name)).map((n) => join(dir, entry.name, n))
      : [join(dir, entry.name)];
    for (const pkg of packages) {
      const manifestPath = join(pkg, 'package.json');
      if (existsSync(manifestPath))
        out.push({ path: manifestPath, manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest });
      installedManifests(join(pkg, 'node_modules'), out);
    }
  }
  return out;
}

describe('the Node versions dirhub promises', () => {
  const ours = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as Manifest).engines!.node!;

  it('are accepted by every installed package that names its own', () => {
    const manifests = installedManifests(join(PROJECT_ROOT, 'node_modules'));
    expect(manifests.length).toBeGreaterThan(300);
    const refusing = manifests
      .filter(
        ({ manifest }) =>
          manifest.engines?.node &&
          semver.validRange(manifest.engines.node) &&
          !semver.subset(ours, manifest.engines.node),
      )
      .map(({ manifest }) => `${manifest.name}@${manifest.version} needs node ${manifest.engines!.node}`);
    expect(refusing).toEqual([]);
  });

  it('would catch a package that needs a newer Node', () => {
    expect(semver.subset(ours, '>=22')).toBe(false);
    expect(semver.subset(ours, '>=18')).toBe(true);
  });
});
