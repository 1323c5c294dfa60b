import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAsyncData, type Loader } from '../../hooks/useAsyncData';
import { curriculumTermLabel, timetableLabel } from '../../basis';
import { DEFAULT_LOCALE } from '../../i18n/locale';
import type { DataBasis, EligibleDepartmentList } from './types';
import { EligibleDepartmentsModal } from './EligibleDepartmentsModal';
import { bold, hidden } from './richText';
import './TermsContent.css';

export interface TermsContentProps {
  /** GET /courses/basis/reference, called once when the terms are shown. */
  loadBasis: Loader<DataBasis>;
  /** GET /departments, called when the 검사대상표 is opened. */
  loadDepartments: Loader<EligibleDepartmentList>;
}

const MAJOR_CURRICULUM_URL = 'https://www.smu.ac.kr/kor/life/curriculum.do';
const CULTURE_CURRICULUM_URL = 'https://www.smu.ac.kr/smgs/curriculum/culture1.do';

/** A message's tag as a link to `href` in a new window (its words say so to a screen reader). */
const newWindow = (href: string) =>
  function NewWindowLink(chunks: ReactNode[]) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {chunks}
      </a>
    );
  };

/**
 * The site's terms of use (이용약관), shown at sign-up and on the terms page, with the 교육과정
 * term the checks use (the reference data's, as the result page says it, not the calendar's),
 * the timetables behind "개설 학기" and their age, and the 검사대상표 a button away. In another
 * language than Korean it says first that the Korean terms are the binding text.
 */
export function TermsContent({ loadBasis, loadDepartments }: TermsContentProps) {
  const intl = useIntl();
  const { state: basisState } = useAsyncData(loadBasis, []);
  const [departmentsOpen, setDepartmentsOpen] = useState(false);
  const basis = basisState.status === 'ready' ? basisState.data : null;
  // While the term loads or if it cannot be loaded, "현재 학기": the sentences stay true.
  const term =
    basis?.curriculumTerm == null
      ? intl.formatMessage({ id: 'ui.terms.currentTerm' })
      : curriculumTermLabel(basis.curriculumTerm, intl);
  const timetable = basis?.timetable ?? null;

  return (
    <>
      {intl.locale === DEFAULT_LOCALE ? null : (
        <p className="su-terms__binding">
          <FormattedMessage id="ui.terms.binding" />
        </p>
      )}
      <ol className="su-terms">
        <li>
          <FormattedMessage id="ui.terms.departments" />
          <p className="su-terms__detail">
            <FormattedMessage
              id="ui.terms.departmentsDetail"
              values={{
                button: (chunks) => (
                  <button
                    type="button"
                    className="su-terms__link-button"
                    aria-haspopup="dialog"
                    onClick={() => setDepartmentsOpen(true)}
                  >
                    {chunks}
                  </button>
                ),
              }}
            />
          </p>
        </li>
        <li>
          <FormattedMessage id="ui.terms.cohorts" values={{ b: bold }} />
        </li>
        <li>
          <FormattedMessage id="ui.terms.recommendations" values={{ term, b: bold }} />
          {timetable === null ? null : (
            <p className="su-terms__detail">
              <FormattedMessage
                id="ui.terms.timetables"
                values={{ timetables: timetableLabel(timetable, intl) }}
              />
            </p>
          )}
          {timetable?.notice == null ? null : (
            <p className="su-terms__detail">
              <FormattedMessage
                id="ui.terms.timetableNotice"
                values={{ notice: timetable.notice }}
              />
            </p>
          )}
        </li>
        <li>
          <FormattedMessage id="ui.terms.curriculum" values={{ term, b: bold }} />
          <p className="su-terms__detail">
            <FormattedMessage
              id="ui.terms.curriculumLinks"
              values={{
                major: newWindow(MAJOR_CURRICULUM_URL),
                culture: newWindow(CULTURE_CURRICULUM_URL),
                hidden,
              }}
            />
          </p>
        </li>
        <li>
          <FormattedMessage id="ui.terms.password" values={{ b: bold }} />
        </li>
        <li>
          <FormattedMessage id="ui.terms.unofficial" values={{ b: bold }} />
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
