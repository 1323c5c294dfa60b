import { FormattedMessage, useIntl } from 'react-intl';
import type { CheckBasis } from '@smunity/api-contract';
import { timetableLabel } from '@smunity/shared-ui';
import { ruleSetLabel } from './requirement/labels';
import './checkBasis.css';

/**
 * Which curriculum a result or plan follows and which timetables "개설 학기" comes from, with
 * the sentences a student must read: checked with an earlier cohort's curriculum, and
 * timetables older than this term.
 */
export function CheckBasisNote({ basis }: { basis: CheckBasis }) {
  const intl = useIntl();
  const ruleSet = ruleSetLabel(intl, basis.cohort ?? basis.entranceYear, basis.curriculumTerm);
  return (
    <div className="check-basis">
      {basis.notice === null ? null : <p className="check-basis__notice">{basis.notice}</p>}
      <p className="check-basis__facts">
        {basis.timetable === null ? (
          <FormattedMessage id="mypage.checkBasis.facts" values={{ ruleSet }} />
        ) : (
          <FormattedMessage
            id="mypage.checkBasis.factsWithTimetable"
            values={{ ruleSet, timetable: timetableLabel(basis.timetable, intl) }}
          />
        )}
      </p>
      {basis.timetable?.notice == null ? null : (
        <p className="check-basis__facts">{basis.timetable.notice}</p>
      )}
    </div>
  );
}
