// What the printed 점검표 (A4, for 졸업 상담) adds to the result page: a header saying whose
// result it is, when and by which rules, and the ledger of the courses as an appendix. Both are
// in the page but `hidden` (also from assistive tech) until printed (result.css, @media print).
import type { LedgerEntry } from '@smunity/api-contract';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Table, useHydrated, isoDay, timetableLabel } from '@smunity/shared-ui';
import { ruleSetLabel } from '../../../components/requirement/labels';
import type { GraduationResult } from '../api/graduationResult';
import { ledgerColumns } from './CourseLedgerModal';

export function PrintHeader({ result: { credit, member, basis } }: { result: GraduationResult }) {
  const intl = useIntl();
  const departments = member.secondDepartment
    ? intl.formatMessage(
        { id: 'mypage.result.print.departments' },
        { department: member.department, secondDepartment: member.secondDepartment },
      )
    : member.department;
  return (
    <header hidden className="result-print-only result-print-header">
      <p className="result-print-header__title">
        <FormattedMessage id="mypage.result.print.title" />
      </p>
      <dl className="result-print-header__facts">
        <div>
          <dt>
            <FormattedMessage id="mypage.result.print.member" />
          </dt>
          <dd>
            <FormattedMessage
              id="mypage.result.print.memberValue"
              values={{ username: credit.username, name: credit.name }}
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="mypage.profile.info.department" />
          </dt>
          <dd>{departments}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="mypage.result.print.ruleSet" />
          </dt>
          <dd>{ruleSetLabel(intl, basis.cohort ?? basis.entranceYear, basis.curriculumTerm)}</dd>
        </div>
        {basis.timetable === null ? null : (
          <div>
            <dt>
              <FormattedMessage id="mypage.offering.header" />
            </dt>
            <dd>
              {basis.timetable.notice === null ? (
                timetableLabel(basis.timetable, intl)
              ) : (
                <FormattedMessage
                  id="mypage.result.print.timetableWithNotice"
                  values={{
                    timetable: timetableLabel(basis.timetable, intl),
                    notice: basis.timetable.notice,
                  }}
                />
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="mypage.result.print.printedOn" />
          </dt>
          <dd>
            <PrintedOn />
          </dd>
        </div>
      </dl>
      <p className="result-print-header__note">
        <FormattedMessage id="mypage.result.print.note" />
      </p>
    </header>
  );
}

/**
 * Today, in Seoul. Read once the page runs in the browser (at once for a page the browser renders
 * itself): a page the server rendered for the member, hours or a time zone away from the clock
 * that hydrates it, must hydrate the same markup. The sheet is hidden until printed, after that.
 */
function PrintedOn() {
  return useHydrated() ? isoDay(new Date()) : null;
}

/**
 * 부록: every stored course and where it counted (or why not), without the long explanations.
 * The entries come with the check (GET /graduation-check), so the sheet is whole when printed.
 */
export function LedgerAppendix({ entries }: { entries: readonly LedgerEntry[] }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section hidden className="result-print-only result-appendix" aria-labelledby={titleId}>
      <h2 id={titleId} className="result-appendix__title">
        <FormattedMessage id="mypage.result.print.appendix" />
      </h2>
      <Table
        caption={intl.formatMessage({ id: 'mypage.result.ledger.caption' })}
        captionHidden
        columns={ledgerColumns(intl).filter((column) => column.id !== 'messages')}
        rows={entries}
        rowKey={(entry) => entry.id}
        emptyMessage={intl.formatMessage({ id: 'mypage.profile.courses.empty' })}
      />
    </section>
  );
}
