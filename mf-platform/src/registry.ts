// The registry of remotes (mf-platform/remotes.registry.json), typed for the browser code: the
// shell's areas and nav, shared-ui's AREA_PATHS. The Node tooling reads the same JSON file.
import { SITE_LANGUAGES, type SiteLanguage } from '@smunity/site-language';
import registry from '../remotes.registry.json';

/**
 * Who sees a nav entry: everyone, signed-in members only, visitors who are not signed in, or
 * admins only (also members: their entries come after the members' ones).
 */
export type NavAudience = 'everyone' | 'members' | 'guests' | 'admins';

/** A text of the registry in each language of the site (its own data, not a catalog's). */
export type LabelInEachLanguage = Readonly<Record<SiteLanguage, string>>;

export interface RemoteNavEntry {
  /** The link text in the site header, in each language. */
  label: LabelInEachLanguage;
  /** Relative to the remote's area ('' = the area itself). */
  path: string;
  visibleTo: NavAudience;
}

/**
 * A path of the site outside the remote's area that the remote also serves, e.g. the public
 * `/shared/{token}` of mfe_mypage: the shell mounts there the children of the remote's top-level
 * route whose path is `routes` (so they stay reachable under the area too).
 */
export interface RemoteAlias {
  /** One path segment such as /shared. */
  path: string;
  /** The remote's top-level route (relative path, e.g. 'shared') whose children serve it. */
  routes: string;
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
  aliases?: RemoteAlias[];
  /**
   * The remote exposes './header' (RemoteHeaderModule): entries it adds to the site header for
   * signed-in members, such as 알림 with its unread count (docs/adr/0034).
   */
  header?: boolean;
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
  // An alias must not take a path that is an area or another alias.
  const mounted = entries.flatMap((entry) => [
    entry.area,
    ...(entry.aliases ?? []).map((alias) => alias.path),
  ]);
  for (const alias of entries.flatMap((entry) => entry.aliases ?? [])) {
    if (mounted.filter((path) => path === alias.path).length > 1) {
      problems.push(`the alias ${alias.path} is also mounted elsewhere.`);
    }
  }
  for (const entry of entries) {
    if (!/^[a-z][a-z0-9_]*$/.test(entry.container)) {
      problems.push(`${entry.container}: a container name is lower case with underscores only.`);
    }
    if (!/^\/[a-z0-9-]+$/.test(entry.area)) {
      problems.push(`${entry.container}: the area is one path segment such as /qna.`);
    }
    for (const alias of entry.aliases ?? []) {
      if (!/^\/[a-z0-9-]+$/.test(alias.path)) {
        problems.push(
          `${entry.container}: the alias ${alias.path} is one path segment such as /shared.`,
        );
      }
    }
    for (const nav of entry.nav) {
      const name = nav.label?.ko ?? nav.path;
      if (!NAV_AUDIENCES.includes(nav.visibleTo)) {
        problems.push(`${entry.container}: nav "${name}" is visible to ${nav.visibleTo}?`);
      }
      const unlabelled = SITE_LANGUAGES.filter((language) => !nav.label?.[language]?.trim());
      if (unlabelled.length > 0) {
        problems.push(
          `${entry.container}: nav "${name}" has no label in ${unlabelled.join(', ')}.`,
        );
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

/** Where a path is mounted in the shell: an area, or an alias of a remote. */
export interface SiteMount {
  /** '/qna', '/shared' */
  path: string;
  remote: RemoteName;
  /** For an alias: the remote's top-level route whose children are mounted here. */
  routes?: string;
}

/** Every area and alias of the registry: the shell's route table follows it. */
export const SITE_MOUNTS: readonly SiteMount[] = REMOTES.flatMap(({ area, container, aliases }) => [
  { path: area, remote: container },
  ...(aliases ?? []).map((alias) => ({
    path: alias.path,
    remote: container,
    routes: alias.routes,
  })),
]);

/** The remotes that add entries to the site header, in the registry's order. */
export const HEADER_REMOTES: readonly RemoteName[] = REMOTES.filter((remote) => remote.header).map(
  (remote) => remote.container,
);

/** The aliases of the remote whose area is `areaPath` (its parcel mounts them too). */
export function aliasesOfArea(areaPath: string): readonly RemoteAlias[] {
  return REMOTES.find((remote) => remote.area === areaPath)?.aliases ?? [];
}

/** A nav link of the site header, with its absolute path. */
export interface SiteNavLink {
  label: LabelInEachLanguage;
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
