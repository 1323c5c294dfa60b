import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { HeaderItem } from '../remotes/contract';
import { subscribeRemoteHeaderItems, type LoadHeaderModule } from '../remotes/headerItems';
import { afterLoad, whenIdle } from '../remotes/idlePrefetch';
import { AreaNavLink } from './AreaNavLink';

/** A larger count shows as "99+" (its full number is read out). */
const MAX_SHOWN_COUNT = 99;

/**
 * The header entries the remotes contribute for a signed-in member (알림 of mfe_qna, with its
 * unread count): loaded once the page is idle, so they never hold up the first paint, and
 * dropped on logout. `load` is for tests.
 */
export function RemoteHeaderLinks({ load }: { load?: LoadHeaderModule }) {
  const [items, setItems] = useState<HeaderItem[]>([]);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    afterLoad(() =>
      whenIdle(() => {
        if (!cancelled) unsubscribe = subscribeRemoteHeaderItems(setItems, load);
      }),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
      setItems([]);
    };
  }, [load]);

  return items.map((item) => (
    <li key={item.id}>
      <AreaNavLink to={item.to}>
        {item.label}
        {item.count !== undefined && item.count > 0 && (
          <>
            <span className="shell-header__count" aria-hidden="true">
              {item.count > MAX_SHOWN_COUNT ? (
                <FormattedMessage id="layout.countOver" values={{ max: MAX_SHOWN_COUNT }} />
              ) : (
                item.count
              )}
            </span>
            <span className="su-visually-hidden">
              <FormattedMessage
                id="layout.countSpoken"
                values={{ count: item.countLabel ?? item.count }}
              />
            </span>
          </>
        )}
      </AreaNavLink>
    </li>
  ));
}
