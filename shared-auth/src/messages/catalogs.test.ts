import { UI_CATALOG } from '@smunity/shared-ui';
import { describeCatalogs } from '@smunity/shared-ui/src/testing/catalogChecks';
import english from './en.json';
import korean from './ko.json';

// Merged with shared-ui's into every app's catalog: no id may be in both.
describeCatalogs('shared-auth', { ko: korean, en: english }, [
  UI_CATALOG.korean as Record<string, string>,
]);
