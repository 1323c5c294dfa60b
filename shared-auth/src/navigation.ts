/**
 * Goes to an absolute path of the site (e.g. '/accounts/login'). It may settle once the new page
 * is rendered, so callers can change the session only after leaving a guarded page.
 */
export type PathNavigator = (path: string) => void | Promise<void>;

let registeredNavigator: PathNavigator | null = null;

/**
 * The shell registers its router's navigate here, so code outside React (the refresh queue,
 * logout) moves within the single-page app instead of reloading it. Returns the unregister
 * function, which fits `useEffect(() => setNavigator(navigate), [navigate])`.
 */
export function setNavigator(navigator: PathNavigator): () => void {
  registeredNavigator = navigator;
  return () => {
    if (registeredNavigator === navigator) registeredNavigator = null;
  };
}

/** Uses the registered navigator; before the shell registers one, a full page load does the job. */
export async function navigateTo(path: string): Promise<void> {
  if (registeredNavigator) {
    await registeredNavigator(path);
  } else {
    window.location.assign(path);
  }
}
