// Renders on the server (a remote's first views and its pages rendered with data: renderAreaPath,
// in the remote's Node build) and what they need loaded first. Imported by path, by the few
// modules that render differently there (mfe-qna's PostMarkdown, docs/adr/0070).
import { createContext, use, type ReactNode } from 'react';

const ServerRenderContext = createContext(false);

/** Around a tree rendered on the server: its components know it (useServerRender). */
export function ServerRender({ children }: { children: ReactNode }) {
  return <ServerRenderContext value>{children}</ServerRenderContext>;
}

/**
 * True while rendering on the server, false in the browser, hydrating or not: for a component
 * whose server markup the browser keeps as it came instead of rendering it again.
 */
export function useServerRender(): boolean {
  return use(ServerRenderContext);
}

const needs = new Set<() => Promise<unknown>>();

/**
 * Code a component's server render needs that its browser build loads later, on demand (a lazy
 * chunk): registered when its module runs, loaded before a render on the server
 * (serverRenderReady), since a render there is synchronous and would show the loading state.
 */
export function loadBeforeServerRender(load: () => Promise<unknown>): void {
  needs.add(load);
}

/** Settles once everything registered with loadBeforeServerRender has loaded. */
export async function serverRenderReady(): Promise<void> {
  await Promise.all([...needs].map((load) => load()));
}
