// The Korean texts of this app for a test of a plain function that takes `intl` (a label, a
// verdict), as a page's IntlProvider gives them.
import { createIntl } from 'react-intl';
import { DEFAULT_LOCALE } from '@smunity/shared-ui/src/i18n/locale';
import { MYPAGE_CATALOG } from '../messages/catalog';

export const koreanIntl = createIntl({
  locale: DEFAULT_LOCALE,
  defaultLocale: DEFAULT_LOCALE,
  messages: MYPAGE_CATALOG.korean,
});
