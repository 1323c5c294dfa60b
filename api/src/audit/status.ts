import type { RequirementResult } from './types';

/**
 * One requirement's status with the original's formulas (docs/domain.md §2): nothing is required
 * beyond the total, the percentage is floored and capped at 100, and an empty requirement
 * (total 0) is complete.
 */
export function requirementResult(total: number, completed: number): RequirementResult {
  const completion = total === 0 ? 100 : Math.min(100, Math.floor((completed * 100) / total));
  return {
    completed: total <= completed,
    status: { total, completed, required: Math.max(0, total - completed), completion },
  };
}
