// The types the shell relies on (it imports them type-only; no code crosses this file). The
// container name, area and nav entry of this remote are in mf-platform/remotes.registry.json.
export type { RemoteRoutesModule } from '@smunity/mf-platform';
