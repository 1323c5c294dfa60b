import { useAsyncData } from '@smunity/shared-ui';
import { fetchPrivacyPolicy } from '../api/privacyApi';

export function usePrivacyPolicy() {
  return useAsyncData(fetchPrivacyPolicy, []);
}
