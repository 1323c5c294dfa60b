// The shell's texts for a component rendered alone, as SiteApp provides them to the whole site.
import { inKorean } from '@smunity/shared-ui/src/testing/inLanguage';
import { SHELL_CATALOG } from '../i18n/siteLocale';

/** A `wrapper` for testing-library's render: the shell's Korean catalog. */
export const InKorean = inKorean(SHELL_CATALOG);
