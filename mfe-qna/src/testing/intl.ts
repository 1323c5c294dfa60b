// The area's texts for a function that takes `intl` (not a component), as a Korean page has them.
import { createIntl } from 'react-intl';
import { DEFAULT_LOCALE } from '@smunity/shared-ui';
import { QNA_CATALOG } from '../messages/catalog';

export const KOREAN_INTL = createIntl({
  locale: DEFAULT_LOCALE,
  messages: QNA_CATALOG.korean,
});
