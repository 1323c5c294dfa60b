import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { PageViewTracker } from '../analytics/PageViewTracker';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useFocusMainOnNavigation } from './useFocusMainOnNavigation';
import { useScrollRestoration } from './useScrollRestoration';
import './layout.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Every page: skip link, header with the navigation, the page itself, footer. */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { key } = useLocation();
  useFocusMainOnNavigation(mainRef);
  useScrollRestoration();

  return (
    <div className="shell-page">
      <a href={`#${MAIN_CONTENT_ID}`} className="shell-skip-link">
        <FormattedMessage id="layout.skipLink" />
      </a>
      <PageViewTracker />
      <SiteHeader />
      <main ref={mainRef} id={MAIN_CONTENT_ID} className="shell-main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={key}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
