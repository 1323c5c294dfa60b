import type { PageView, PageViewReporter } from './PageViewReporter';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * Google Analytics 4 through gtag.js. Its automatic page view is turned off: in a single-page
 * app it would count the first page only, so the tracker sends each one itself.
 */
export function createGa4Reporter(measurementId: string): PageViewReporter {
  window.dataLayer ??= [];
  // gtag.js reads the queue as `arguments` objects, so this must stay a classic function.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });

  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);

  return {
    report({ path, referrer, title }: PageView) {
      const page = {
        page_location: new URL(path, window.location.origin).href,
        page_referrer: referrer,
        page_title: title,
      };
      // 'set' first: gtag.js otherwise fills later events of this page (engagement, scrolls)
      // with document.location, which holds a share link's token; `path` has it redacted.
      gtag('set', page);
      gtag('event', 'page_view', page);
    },
  };
}
