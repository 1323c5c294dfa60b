import { useCallback, useEffect, useState } from 'react';
import { fetchMemberStats, type MemberStats } from './memberStatsApi';

export type MemberStatsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: MemberStats };

/** Loads the member statistics once per mount; `retry` loads them again after an error. */
export function useMemberStats(): { state: MemberStatsState; retry: () => void } {
  const [state, setState] = useState<MemberStatsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchMemberStats(controller.signal).then(
      (stats) => setState({ status: 'ready', stats }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
