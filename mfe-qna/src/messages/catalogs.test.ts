import { UI_CATALOG } from '@smunity/shared-ui';
import { describeCatalogs } from '@smunity/shared-ui/src/testing/catalogChecks';
import english from './en.json';
import korean from './ko.json';

describeCatalogs('mfe-qna', { ko: korean, en: english }, [
  UI_CATALOG.korean as Record<string, string>,
]);
