// A shared package must be evaluated once per page: a second copy of shared-auth means two
// sessions and two refresh queues. Module Federation guarantees that only when every build
// declares the same singletons, so each shared package reports itself here and a duplicate is
// visible in development instead of surfacing as a strange bug. The guard itself need not be a
// singleton: every copy of it writes to the same page-wide registry (Symbol.for).

const REGISTRY_KEY = Symbol.for('smunity.loadedSharedModules');

type RegistryHolder = { [REGISTRY_KEY]?: Set<string> };

/** Call once at the top level of a shared package's entry module. */
export function warnIfLoadedTwice(moduleName: string): void {
  const holder = globalThis as RegistryHolder;
  const registry = (holder[REGISTRY_KEY] ??= new Set<string>());
  if (registry.has(moduleName) && process.env.NODE_ENV !== 'production') {
    console.warn(
      `[smunity] "${moduleName}" was evaluated twice on this page. It must be a shared singleton in every build (mf-platform/build/shared-singletons.js).`,
    );
  }
  registry.add(moduleName);
}
