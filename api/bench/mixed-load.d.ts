// Types of mixed-load.js for src/rolling-restart.test.ts.
import type { HttpClient, Session } from './http-support';

export interface RequestStats {
  count: number;
  errors: number;
  latencies: number[];
}

export class MixedLoad {
  readonly stats: Map<string, RequestStats>;
  readonly failures: string[];
  readonly acknowledged: Map<number, string>;
  readonly errors: number;
  readonly requests: number;
  stop(): void;
  /** Resolves once `count` more requests than now have been done (answered or failed). */
  untilAnswered(count: number): Promise<void>;
  run(client: HttpClient, sessions: Session[], until: number): Promise<void>;
  verifyWrites(
    client: HttpClient,
    questionsBefore: number,
  ): Promise<{ lost: number; unacknowledgedStored: number }>;
}

export function questionCount(client: HttpClient): Promise<number>;
