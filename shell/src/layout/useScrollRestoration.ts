import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor was on each history entry of the tab, kept across reloads of the tab. */
const STORAGE_KEY = 'smunity:scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    // Storage refused (privacy settings) or holding something else: start without positions.
    return {};
  }
}

/**
 * New pages start at the top (or at the element their #hash names); back and forward return to
 * where the visitor was on that entry, also after a reload. The app does it rather than the
 * browser, whose own restoration runs before the single-page app has rendered the entry's page.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // Read in the first layout effect, before anything is restored (a reload's entry included).
  const positions = useRef<Record<string, number> | null>(null);
  // The entry shown, once the first layout effect has run.
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    // Scroll events come after a page changed too (the new page is shorter, the app scrolls it):
    // they are the new entry's, which shownKey names by then.
    const record = () => {
      if (positions.current && shownKey.current)
        positions.current[shownKey.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage refused: positions last as long as the page.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= storedPositions();
    // The same entry with another #fragment (a plain link to it, such as the skip link): the
    // browser has scrolled to the element, nothing to restore.
    const sameEntry = shownKey.current === key;
    shownKey.current = key;
    if (sameEntry) return;
    const saved = navigationType === 'POP' ? positions.current[key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
