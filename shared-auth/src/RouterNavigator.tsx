import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from './navigation';

/**
 * Registers the enclosing router's navigate as the navigator (navigation.ts) while mounted: the
 * shell renders it in its router, so the refresh queue and logout move within the app. The
 * navigation's promise settles once the new page is committed, so logout clears the session only
 * after the guarded page it left is gone, and that page never reacts to it.
 */
export function RouterNavigator() {
  const navigate = useNavigate();
  const location = useLocation();
  const waiting = useRef<Array<() => void>>([]);

  useLayoutEffect(() => {
    for (const settle of waiting.current.splice(0)) settle();
  }, [location]);

  useLayoutEffect(
    () =>
      setNavigator(
        (path) =>
          new Promise<void>((settle) => {
            waiting.current.push(settle);
            void navigate(path);
          }),
      ),
    [navigate],
  );
  return null;
}
