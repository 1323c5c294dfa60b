// remotes.json: where each remote lives, read at every start (no-store) so moving or rolling back
// a remote is an edit of that file, never a shell rebuild. Format:
//   { "mfe_accounts": "https://…/mf-manifest.json",
//     "mfe_qna": { "entry": "https://…/mf-manifest.json", "mode": "federation" } }
import { fetchWithRetry } from './retry';

export const REMOTES_CONFIG_URL = '/remotes.json';

/**
 * 'federation': the shell loads the remote's './routes' into its own router and React.
 * 'parcel': the shell mounts the remote's './parcel', which renders in its own React root with its
 * own router (docs/architecture.md §3, docs/adr/0014).
 */
export type RemoteMode = 'federation' | 'parcel';

export interface RemoteLocation {
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  mode: RemoteMode;
}

export type RemotesConfig = Partial<Record<string, RemoteLocation>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseLocation(name: string, value: unknown): RemoteLocation {
  if (typeof value === 'string' && value) return { entry: value, mode: 'federation' };
  if (isRecord(value) && typeof value.entry === 'string' && value.entry) {
    const mode = value.mode ?? 'federation';
    if (mode === 'federation' || mode === 'parcel') return { entry: value.entry, mode };
  }
  throw new Error(
    `remotes.json: "${name}" needs an entry URL and an optional mode (federation | parcel).`,
  );
}

/** Validates the parsed JSON; a malformed entry fails the whole file rather than half-loading a site. */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (!isRecord(json)) throw new Error('remotes.json must be an object of remote name → location.');
  return Object.fromEntries(
    Object.entries(json).map(([name, value]) => [name, parseLocation(name, value)]),
  );
}

/** The last answer read, for the idle prefetch (knownRemotesConfig). */
let lastAnswer: Promise<RemotesConfig> | undefined;

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const answer = fetchWithRetry(REMOTES_CONFIG_URL, { cache: 'no-store' }).then(async (response) =>
    parseRemotesConfig(await response.json()),
  );
  lastAnswer = answer;
  return answer;
}

let earlyAnswer: Promise<RemotesConfig> | undefined;

/**
 * Called by the bootstrap before the first render: remotes.json is on its way while the page paints
 * (the idle prefetch and the first area need it), before the federation code has loaded.
 */
export function requestRemotesConfigEarly(): void {
  earlyAnswer = fetchRemotesConfig();
  // Whoever takes it reports a failure; an unused early answer must not reject loudly.
  earlyAnswer.catch(() => undefined);
}

/** The early answer the first time, a fresh read after that (a retry wants the current file). */
export function takeRemotesConfig(): Promise<RemotesConfig> {
  const answer = earlyAnswer ?? fetchRemotesConfig();
  earlyAnswer = undefined;
  return answer;
}

/**
 * The answer read last (the early one, or the one the federation runtime took), without taking it:
 * the idle prefetch downloads what it names (areaDownload.ts) and asks for the file only if
 * nothing has read it yet.
 */
export function knownRemotesConfig(): Promise<RemotesConfig> {
  return lastAnswer ?? fetchRemotesConfig();
}
