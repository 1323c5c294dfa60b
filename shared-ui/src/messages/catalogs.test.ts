import { describeCatalogs } from '../testing/catalogChecks';
import english from './en.json';
import korean from './ko.json';

// Rendered on every app's pages, under each app's catalog: the apps' tests check that none of
// their ids is one of these.
describeCatalogs('shared-ui', { ko: korean, en: english });
