// The types the shell relies on (it imports them type-only; no code crosses this file). The
// container name, area, nav entries and `header` of this remote are in
// mf-platform/remotes.registry.json.
export type { RemoteHeaderModule, RemoteRoutesModule } from '@smunity/mf-platform';
