import { FormattedMessage, useIntl } from 'react-intl';
import { siteLocaleOf } from '@smunity/shared-ui';
import { LANGUAGE_CHOICE_PATH } from '@smunity/site-language';
import { switchLanguage } from '../i18n/languageChoice';

/**
 * The header's switch to the site's other language: that language's own name in that language
 * ("English" on a Korean page, "한국어" on an English one), marked with its `lang` so a screen
 * reader speaks it in that language, as sites with a language choice commonly do.
 *
 * A form, so that a tap before the page has hydrated (a phone still running its scripts) or
 * without JavaScript still switches: the page server remembers the choice and sends the visitor
 * back (site-server/src/language-choice.js). Once hydrated, the shell switches itself, which also
 * tells the api a member's choice (their mails follow).
 */
export function LanguageSwitch() {
  const { locale } = useIntl();
  const other = siteLocaleOf(locale) === 'ko' ? 'en' : 'ko';
  return (
    <form
      method="post"
      action={LANGUAGE_CHOICE_PATH}
      className="shell-header__language"
      onSubmit={(event) => {
        event.preventDefault();
        void switchLanguage(other);
      }}
    >
      <input type="hidden" name="language" value={other} />
      <button type="submit" className="shell-header__link" lang={other}>
        <FormattedMessage id="layout.language.other" />
      </button>
    </form>
  );
}
