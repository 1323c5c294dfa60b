import { useAsyncData } from '@smunity/shared-ui';
import { fetchSiteStats } from '../api/adminApi';

/** GET /admin/stats for the dashboard. */
export function useSiteStats() {
  return useAsyncData(fetchSiteStats, []);
}
