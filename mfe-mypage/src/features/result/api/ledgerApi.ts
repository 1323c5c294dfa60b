import { authClient, ensureOk } from 'shared-auth';
import type { ListResponse } from '../../../api/responses';

/** One stored course and what the graduation check did with it (GET /courses/ledger). */
export interface LedgerEntry {
  id: number;
  year: string;
  semester: string;
  number: string;
  name: string;
  /** 이수구분 as the portal gave it */
  type: string;
  credit: number;
  /** Portal grade; an F is stored to explain why it does not count. */
  grade: string | null;
  /** The course counts towards graduation. */
  counted: boolean;
  /** Where its credits went, e.g. 전공선택. */
  categoryLabel: string;
  /** The 교양 sub-domain it covers, e.g. 균형(인문); null when none. */
  subDomainLabel: string | null;
  /** Why it does not count, in short, e.g. "F 학점"; null when it counts. */
  skipLabel: string | null;
  /** Korean sentences explaining the verdict, in reading order. */
  messages: string[];
}

export async function fetchCourseLedger(signal: AbortSignal): Promise<LedgerEntry[]> {
  const response = await authClient.get<ListResponse<LedgerEntry>>('/courses/ledger', { signal });
  return ensureOk(response).content;
}
