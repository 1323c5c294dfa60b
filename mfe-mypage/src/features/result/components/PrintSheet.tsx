// What the printed 점검표 (A4, for 졸업 상담) adds to the result page: a header saying whose
// result it is, when and by which rules, and the ledger of the courses as an appendix. Both are
// in the page but `hidden` (also from assistive tech) until printed (result.css, @media print).
import type { LedgerEntry } from '@smunity/api-contract';
import { useId } from 'react';
import { Table, useHydrated, isoDay, timetableLabel } from '@smunity/shared-ui';
import { ruleSetLabel } from '../../../components/requirement/labels';
import type { GraduationResult } from '../api/graduationResult';
import { LEDGER_COLUMNS } from './CourseLedgerModal';

const APPENDIX_COLUMNS = LEDGER_COLUMNS.filter((column) => column.id !== 'messages');

export function PrintHeader({ result: { credit, member, basis } }: { result: GraduationResult }) {
  const departments = member.secondDepartment
    ? `${member.department} · 다전공 ${member.secondDepartment}`
    : member.department;
  return (
    <header hidden className="result-print-only result-print-header">
      <p className="result-print-header__title">졸업요건 점검표</p>
      <dl className="result-print-header__facts">
        <div>
          <dt>학번 / 이름</dt>
          <dd>
            {credit.username} / {credit.name}
          </dd>
        </div>
        <div>
          <dt>학과</dt>
          <dd>{departments}</dd>
        </div>
        <div>
          <dt>검사 기준</dt>
          <dd>{ruleSetLabel(basis.cohort ?? basis.entranceYear, basis.curriculumTerm)}</dd>
        </div>
        {basis.timetable === null ? null : (
          <div>
            <dt>개설 학기</dt>
            <dd>
              {timetableLabel(basis.timetable)}
              {basis.timetable.notice === null ? null : ` (${basis.timetable.notice})`}
            </dd>
          </div>
        )}
        <div>
          <dt>출력일</dt>
          <dd>
            <PrintedOn />
          </dd>
        </div>
      </dl>
      <p className="result-print-header__note">
        스뮤니티(SMUNITY) 졸업요건 검사 결과입니다. 상명대학교가 공식적으로 운영하는 서비스가
        아니므로 검사 결과의 정확성을 보장하지 않습니다.
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
  const titleId = useId();
  return (
    <section hidden className="result-print-only result-appendix" aria-labelledby={titleId}>
      <h2 id={titleId} className="result-appendix__title">
        부록: 과목별 반영 내역
      </h2>
      <Table
        caption="과목별 반영 내역"
        captionHidden
        columns={APPENDIX_COLUMNS}
        rows={entries}
        rowKey={(entry) => entry.id}
        emptyMessage="기이수과목을 업데이트해주세요."
      />
    </section>
  );
}
