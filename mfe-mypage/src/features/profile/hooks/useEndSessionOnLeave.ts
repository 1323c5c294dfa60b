import { useCallback, useEffect, useRef } from 'react';
import { clearMember } from 'shared-auth';

/**
 * For leaving a members-only page because the member is gone (account deleted): returns a
 * function to call just before navigating away; the session ends when this component unmounts.
 * Ended while the page is still shown, the page's guard would send the browser to the login page
 * instead of where the navigation was going.
 */
export function useEndSessionOnLeave(): () => void {
  const endOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (endOnLeave.current) clearMember();
    },
    [],
  );
  return useCallback(() => {
    endOnLeave.current = true;
  }, []);
}
