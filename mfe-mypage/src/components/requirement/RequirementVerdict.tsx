import { classNames } from '@smunity/shared-ui';
import type { Verdict } from './requirements';
import './requirement.css';

/** "기준 학점을 만족했습니다." in green, or what is missing in red. */
export function RequirementVerdict({ verdict }: { verdict: Verdict }) {
  return (
    <p
      className={classNames(
        'result-verdict',
        verdict.met ? 'result-verdict--met' : 'result-verdict--short',
      )}
    >
      {verdict.text}
    </p>
  );
}
