// The types the shell relies on (it imports them type-only; no code crosses this file).
export type { RemoteRoutesModule } from 'mf-platform';

/** The federation container name: this remote's key in remotes.json. */
export type RemoteName = 'mfe_mypage';
