// Everything the shell needs for a parcel-mode remote, in one chunk that only a page with such a
// remote loads (single-spa and single-spa-react stay out of the first load).
export { RemoteParcel } from './RemoteParcel';
export { shareHistoryBetweenRouters } from './sharedHistory';

export type ParcelHost = typeof import('./RemoteParcel').RemoteParcel;
