import { useState } from 'react';
import { useAsyncData, type Loader } from '../../hooks/useAsyncData';
import { curriculumTermLabel, timetableLabel } from '../../basis';
import type { DataBasis, EligibleDepartmentList } from './types';
import { EligibleDepartmentsModal } from './EligibleDepartmentsModal';
import './TermsContent.css';

export interface TermsContentProps {
  /** GET /courses/basis/reference, called once when the terms are shown. */
  loadBasis: Loader<DataBasis>;
  /** GET /departments, called when the 검사대상표 is opened. */
  loadDepartments: Loader<EligibleDepartmentList>;
}

const MAJOR_CURRICULUM_URL = 'https://www.smu.ac.kr/kor/life/curriculum.do';
const CULTURE_CURRICULUM_URL = 'https://www.smu.ac.kr/smgs/curriculum/culture1.do';
// Stands in for the term while it loads or if it cannot be loaded: the sentences stay true.
const TERM_PLACEHOLDER = '현재 학기';

/**
 * The site's terms of use (이용약관), shown at sign-up and on the terms page, with the 교육과정
 * term the checks use (the reference data's, as the result page says it, not the calendar's),
 * the timetables behind "개설 학기" and their age, and the 검사대상표 a button away.
 */
export function TermsContent({ loadBasis, loadDepartments }: TermsContentProps) {
  const { state: basisState } = useAsyncData(loadBasis, []);
  const [departmentsOpen, setDepartmentsOpen] = useState(false);
  const basis = basisState.status === 'ready' ? basisState.data : null;
  const term =
    basis?.curriculumTerm == null ? TERM_PLACEHOLDER : curriculumTermLabel(basis.curriculumTerm);
  const timetable = basis?.timetable ?? null;

  return (
    <>
      <ol className="su-terms">
        <li>
          현재 검사 가능한 학과는 다음과 같습니다.
          <p className="su-terms__detail">
            - 검사대상:{' '}
            <button
              type="button"
              className="su-terms__link-button"
              aria-haspopup="dialog"
              onClick={() => setDepartmentsOpen(true)}
            >
              검사대상표
            </button>
          </p>
        </li>
        <li>
          <strong>2017학번부터</strong> 검사가 가능합니다.
        </li>
        <li>
          추천 과목 정보는 <strong>{term}</strong> 기준으로 제공됩니다.
          {timetable === null ? null : (
            <p className="su-terms__detail">- 개설 학기: {timetableLabel(timetable)}</p>
          )}
          {timetable?.notice == null ? null : (
            <p className="su-terms__detail">- {timetable.notice}</p>
          )}
        </li>
        <li>
          검사 기준은 <strong>{term}</strong> 교육과정을 따릅니다.
          <p className="su-terms__detail">
            - 상명대학교 교육과정:{' '}
            <a href={MAJOR_CURRICULUM_URL} target="_blank" rel="noopener noreferrer">
              전공<span className="su-visually-hidden"> 교육과정 (새 창)</span>
            </a>{' '}
            <a href={CULTURE_CURRICULUM_URL} target="_blank" rel="noopener noreferrer">
              교양<span className="su-visually-hidden"> 교육과정 (새 창)</span>
            </a>
          </p>
        </li>
        <li>
          사용자의 상명대학교 포털 사이트 비밀번호는 재학생 인증과 기이수과목 업데이트에만 사용되며,{' '}
          <strong>저장되지 않습니다.</strong>
        </li>
        <li>
          이 서비스는 상명대학교에서 공식적으로 운영하는 것이 아니므로,{' '}
          <strong>검사 결과의 정확성을 보장하지 않습니다.</strong>
        </li>
      </ol>
      <EligibleDepartmentsModal
        open={departmentsOpen}
        onClose={() => setDepartmentsOpen(false)}
        loadDepartments={loadDepartments}
      />
    </>
  );
}
