import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageViewTracker } from '../analytics/PageViewTracker';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useFocusMainOnNavigation } from './useFocusMainOnNavigation';
import './layout.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Every page: skip link, header with the navigation, the page itself, footer. */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);

  return (
    <div className="shell-page">
      <a href={`#${MAIN_CONTENT_ID}`} className="shell-skip-link">
        본문 바로가기
      </a>
      <PageViewTracker />
      {/* New pages start at the top; back and forward return to where the visitor was. */}
      <ScrollRestoration />
      <SiteHeader />
      <main ref={mainRef} id={MAIN_CONTENT_ID} className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
