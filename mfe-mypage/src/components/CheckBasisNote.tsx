import type { CheckBasis } from '@smunity/api-contract';
import { ruleSetLabel, timetableLabel } from './requirement/labels';
import './checkBasis.css';

/**
 * Which curriculum a result or plan follows and which timetables "개설 학기" comes from, with
 * the one sentence a student checked with an earlier cohort's curriculum must read.
 */
export function CheckBasisNote({ basis }: { basis: CheckBasis }) {
  return (
    <div className="check-basis">
      {basis.notice === null ? null : <p className="check-basis__notice">{basis.notice}</p>}
      <p className="check-basis__facts">
        검사 기준: {ruleSetLabel(basis.cohort ?? basis.entranceYear, basis.curriculumTerm)}
        {basis.timetableYears === null
          ? null
          : ` · 개설 학기: ${timetableLabel(basis.timetableYears)}`}
      </p>
    </div>
  );
}
