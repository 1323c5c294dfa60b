import { createContext } from 'react';

/**
 * How the fallback of a remote area retries. RemoteArea provides a retry that reloads only its
 * remote; outside an area, reloading the page is the honest equivalent.
 */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());
