// shared-auth holds the page's one session store and one refresh queue. Module Federation shares
// it as a singleton; if a build gets that wrong, a second copy loads silently and two queues then
// refresh (and rotate) the same tokens, logging the member out at random. Say so loudly in
// development instead.

const PACKAGE_NAME = 'shared-auth';

type SingletonRegistry = Record<string, number>;

const pageGlobal = globalThis as typeof globalThis & {
  __SMUNITY_SINGLETONS__?: SingletonRegistry;
};

function isDevelopment(): boolean {
  try {
    // Bundlers replace this expression; where none did and `process` does not exist, stay quiet.
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

const registry = (pageGlobal.__SMUNITY_SINGLETONS__ ??= {});
const evaluations = (registry[PACKAGE_NAME] ?? 0) + 1;
registry[PACKAGE_NAME] = evaluations;

if (evaluations > 1 && isDevelopment()) {
  console.warn(
    `[${PACKAGE_NAME}] evaluated ${evaluations} times on this page. Each copy has its own session ` +
      `store and refresh queue; share '${PACKAGE_NAME}' as a Module Federation singleton in every build.`,
  );
}

// A module, not a script: its names stay private and it runs once per copy of the package.
export {};
