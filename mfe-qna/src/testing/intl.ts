// The area's texts for a function that takes `intl` (not a component), as a Korean page has them:
// the admin pages' catalog, which holds the board's too.
import { createIntl } from 'react-intl';
import { DEFAULT_LOCALE } from '@smunity/shared-ui';
import { ADMIN_CATALOG } from '../messages/admin/catalog';

export const KOREAN_INTL = createIntl({
  locale: DEFAULT_LOCALE,
  messages: ADMIN_CATALOG.korean,
});
