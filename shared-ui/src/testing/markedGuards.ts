// Test helper for the remotes: stand-ins for shared-auth's route guards that always let the
// visitor through and mark where they sit, so a test can check which guard protects a page:
//   jest.mock('shared-auth', () => jest.requireActual('shared-ui/src/testing/markedGuards').markedGuards());
import { createElement } from 'react';
import { Outlet } from 'react-router-dom';

function markedGuard(name: string) {
  return function MarkedGuard({ redirectTo }: { redirectTo?: string }) {
    return createElement(
      'div',
      { 'data-guard': name, 'data-redirect-to': redirectTo },
      createElement(Outlet),
    );
  };
}

export function markedGuards() {
  return {
    RequireGuest: markedGuard('RequireGuest'),
    RequireAuth: markedGuard('RequireAuth'),
    RequireAdmin: markedGuard('RequireAdmin'),
  };
}

/** The guard around an element rendered through the marked guards, e.g. 'RequireAuth'. */
export function guardOf(element: HTMLElement): { name?: string; redirectTo?: string } {
  const guard = element.closest<HTMLElement>('[data-guard]');
  return { name: guard?.dataset.guard, redirectTo: guard?.dataset.redirectTo };
}
