// Standalone mode only (`npm run dev -w mfe-mypage`). In the site the shell loads ./routes and this
// file never runs.
import { renderStandalone } from '@smunity/mf-platform/src/standalone';
import { AREA_PATHS } from '@smunity/shared-ui';
import '@smunity/shared-ui/src/tokens.css';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('public/index.html has no #root element.');

renderStandalone({ areaPath: AREA_PATHS.mypage, routes, container });
