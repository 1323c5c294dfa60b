import { FormattedMessage, useIntl } from 'react-intl';
import { siteLocaleOf } from '@smunity/shared-ui';
import { switchLanguage } from '../i18n/languageChoice';

/**
 * The header's switch to the site's other language: that language's own name in that language
 * ("English" on a Korean page, "한국어" on an English one), marked with its `lang` so a screen
 * reader speaks it in that language, as sites with a language choice commonly do.
 */
export function LanguageSwitch() {
  const { locale } = useIntl();
  const other = siteLocaleOf(locale) === 'ko' ? 'en' : 'ko';
  return (
    <button
      type="button"
      className="shell-header__link shell-header__language"
      lang={other}
      onClick={() => void switchLanguage(other)}
    >
      <FormattedMessage id="layout.language.other" />
    </button>
  );
}
