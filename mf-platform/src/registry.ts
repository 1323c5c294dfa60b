// The registry of remotes (mf-platform/remotes.registry.json), typed for the browser code: the
// shell's areas and nav, shared-ui's AREA_PATHS. The Node tooling reads the same JSON file.
import registry from '../remotes.registry.json';

/**
 * Who sees a nav entry: everyone, signed-in members only, visitors who are not signed in, or
 * admins only (also members: their entries come after the members' ones).
 */
export type NavAudience = 'everyone' | 'members' | 'guests' | 'admins';

export interface RemoteNavEntry {
  /** The link text in the site header. */
  label: string;
  /** Relative to the remote's area ('' = the area itself). */
  path: string;
  visibleTo: NavAudience;
}

export interface RemoteEntry {
  /** The federation container name, underscored: the remote's key in remotes.json. */
  container: string;
  /** The workspace folder, also the remote's folder on the CDN. */
  folder: string;
  /** Default port of its origin (npm start, webpack serve), moved with portEnv. */
  port: number;
  portEnv: string;
  /** Where the shell mounts the remote ('/qna'); the remote owns every path below it. */
  area: string;
  nav: RemoteNavEntry[];
}

/** A federation container name listed in the registry. */
export type RemoteName = RemoteEntry['container'];

const NAV_AUDIENCES: readonly string[] = ['everyone', 'members', 'guests', 'admins'];

/** What is wrong with a registry; empty when it holds. */
export function registryProblems(entries: readonly RemoteEntry[]): string[] {
  const problems: string[] = [];
  const unique = (key: 'container' | 'folder' | 'port' | 'portEnv' | 'area') => {
    const values = entries.map((entry) => entry[key]);
    for (const value of new Set(values)) {
      if (values.filter((other) => other === value).length > 1) {
        problems.push(`${key} ${value} is listed twice.`);
      }
    }
  };
  (['container', 'folder', 'port', 'portEnv', 'area'] as const).forEach(unique);
  for (const entry of entries) {
    if (!/^[a-z][a-z0-9_]*$/.test(entry.container)) {
      problems.push(`${entry.container}: a container name is lower case with underscores only.`);
    }
    if (!/^\/[a-z0-9-]+$/.test(entry.area)) {
      problems.push(`${entry.container}: the area is one path segment such as /qna.`);
    }
    for (const nav of entry.nav) {
      if (!NAV_AUDIENCES.includes(nav.visibleTo)) {
        problems.push(`${entry.container}: nav "${nav.label}" is visible to ${nav.visibleTo}?`);
      }
    }
  }
  return problems;
}

/** Every remote, in the registry's order. */
export const REMOTES: readonly RemoteEntry[] = registry.remotes as RemoteEntry[];

/** The area of a registered remote; throws for a name the registry does not list. */
export function areaPathOf(container: RemoteName): string {
  const entry = REMOTES.find((remote) => remote.container === container);
  if (!entry) throw new Error(`The registry of remotes does not list ${container}.`);
  return entry.area;
}

/** A nav link of the site header, with its absolute path. */
export interface SiteNavLink {
  label: string;
  to: string;
  visibleTo: NavAudience;
}

/** The remotes' nav entries in the registry's order, with absolute paths. */
export const NAV_LINKS: readonly SiteNavLink[] = REMOTES.flatMap(({ area, nav }) =>
  nav.map(({ label, path, visibleTo }) => ({
    label,
    to: path ? `${area}/${path}` : area,
    visibleTo,
  })),
);
