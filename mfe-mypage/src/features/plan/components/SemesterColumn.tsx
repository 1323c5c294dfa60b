import type { Plan, PlannedCourse, PlannedSemester } from '@smunity/api-contract';
import type { DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, semesterName } from '@smunity/shared-ui';
import { amountLabel } from '../../../components/amount';
import { categoryLabel } from '../../../components/requirement/labels';
import { runningCredits, termLabel } from '../draft';

/** What a dragged course carries: its 학수번호. */
const DRAG_TYPE = 'application/x-smunity-course';
/** The move buttons' marks; their names say the move. */
const EARLIER_MARK = '◀';
const LATER_MARK = '▶';

export interface SemesterColumnProps {
  semester: PlannedSemester;
  index: number;
  plan: Plan;
  disabled: boolean;
  onMove: (course: PlannedCourse, term: string) => void;
  onPin: (course: PlannedCourse) => void;
  onUnpin: (course: PlannedCourse) => void;
  onExclude: (course: PlannedCourse) => void;
}

/** One semester of the plan: its courses with move, pin and exclude buttons. */
export function SemesterColumn({
  semester,
  index,
  plan,
  disabled,
  onMove,
  onPin,
  onUnpin,
  onExclude,
}: SemesterColumnProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `mypage.plan.${id}` }, values);
  const title = termLabel(intl, semester.term);
  const previous = plan.semesters[index - 1]?.term;
  const next = plan.semesters[index + 1]?.term;
  const running = runningCredits(plan)[index] ?? 0;
  const headingId = `plan-semester-${semester.term}`;
  // Drag and drop is a shortcut for the ◀ ▶ buttons (which keyboards and screen readers use).
  const drop = (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    const number = event.dataTransfer.getData(DRAG_TYPE);
    const dragged = plan.semesters
      .filter((other) => other.term !== semester.term)
      .flatMap((other) => other.courses)
      .find((course) => course.number === number);
    if (dragged !== undefined && !disabled) onMove(dragged, semester.term);
  };
  return (
    <li
      className="plan-column"
      aria-labelledby={headingId}
      onDragOver={(event) => event.preventDefault()}
      onDrop={drop}
    >
      <div className="plan-column__header">
        <h3 id={headingId} className="plan-column__title">
          {title}
        </h3>
        <p className="plan-column__credits">
          <FormattedMessage
            id="mypage.plan.semesterCredits"
            values={{
              credits: String(semester.credits),
              max: String(plan.maxCredits),
              running: String(running),
            }}
          />
        </p>
      </div>
      {semester.courses.length === 0 ? (
        <p className="plan-column__empty">
          <FormattedMessage id="mypage.plan.semesterEmpty" />
        </p>
      ) : (
        <ul className="plan-courses">
          {semester.courses.map((course) => (
            <li
              key={course.number}
              className={`plan-course${course.pinned ? ' plan-course--pinned' : ''}`}
              draggable={!course.placeholder && !disabled}
              onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, course.number)}
            >
              <div className="plan-course__name">
                {course.name}
                {course.pinned ? (
                  <span className="plan-course__badge">
                    <FormattedMessage id="mypage.plan.pinnedBadge" />
                  </span>
                ) : null}
              </div>
              <div className="plan-course__meta">
                {[
                  ...(course.placeholder ? [] : [course.number]),
                  amountLabel(intl, course.credit, 'credits'),
                  categoryLabel(intl, course.category),
                  ...(course.usual === null
                    ? []
                    : [text('usual', { usual: semesterName(course.usual, intl) })]),
                ].join(' · ')}
              </div>
              {course.placeholder ? null : (
                <div className="plan-course__actions">
                  <Button
                    variant="secondary"
                    disabled={disabled || previous === undefined}
                    onClick={() => previous !== undefined && onMove(course, previous)}
                    aria-label={text('moveEarlier', { course: course.name })}
                  >
                    {EARLIER_MARK}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={disabled || next === undefined}
                    onClick={() => next !== undefined && onMove(course, next)}
                    aria-label={text('moveLater', { course: course.name })}
                  >
                    {LATER_MARK}
                  </Button>
                  {course.pinned ? (
                    <Button
                      variant="secondary"
                      disabled={disabled}
                      onClick={() => onUnpin(course)}
                      aria-label={text('unpinCourse', { course: course.name })}
                    >
                      <FormattedMessage id="mypage.plan.unpin" />
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      disabled={disabled}
                      onClick={() => onPin(course)}
                      aria-label={text('pinCourse', { course: course.name, term: title })}
                    >
                      <FormattedMessage id="mypage.plan.pin" />
                    </Button>
                  )}
                  <Button
                    variant="danger"
                    disabled={disabled}
                    onClick={() => onExclude(course)}
                    aria-label={text('excludeCourse', { course: course.name })}
                  >
                    <FormattedMessage id="mypage.plan.exclude" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
