import { AUTH_CATALOG } from '@smunity/shared-auth';
import { UI_CATALOG } from '@smunity/shared-ui';
import { describeCatalogs } from '@smunity/shared-ui/src/testing/catalogChecks';
import english from '../messages/en.json';
import korean from '../messages/ko.json';

describeCatalogs('the shell', { ko: korean, en: english }, [
  UI_CATALOG.korean as Record<string, string>,
  AUTH_CATALOG.korean as Record<string, string>,
]);
