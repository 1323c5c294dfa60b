import type { Plan, PlannedCourse, PlannedSemester } from '@smunity/api-contract';
import type { DragEvent } from 'react';
import { Button } from '@smunity/shared-ui';
import { CATEGORY_LABEL } from '@smunity/api-contract';
import { runningCredits, termLabel } from '../draft';

/** What a dragged course carries: its 학수번호. */
const DRAG_TYPE = 'application/x-smunity-course';

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
  const title = termLabel(semester.term);
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
          {semester.credits} / {plan.maxCredits}학점 · 누적 계획 {running}학점
        </p>
      </div>
      {semester.courses.length === 0 ? (
        <p className="plan-column__empty">계획한 과목이 없습니다.</p>
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
                {course.pinned ? <span className="plan-course__badge">고정</span> : null}
              </div>
              <div className="plan-course__meta">
                {course.placeholder ? '' : `${course.number} · `}
                {course.credit}학점 · {CATEGORY_LABEL[course.category]}
                {course.usual === null ? '' : ` · ${course.usual} 개설`}
              </div>
              {course.placeholder ? null : (
                <div className="plan-course__actions">
                  <Button
                    variant="secondary"
                    disabled={disabled || previous === undefined}
                    onClick={() => previous !== undefined && onMove(course, previous)}
                    aria-label={`${course.name} 이전 학기로 옮기기`}
                  >
                    ◀
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={disabled || next === undefined}
                    onClick={() => next !== undefined && onMove(course, next)}
                    aria-label={`${course.name} 다음 학기로 옮기기`}
                  >
                    ▶
                  </Button>
                  {course.pinned ? (
                    <Button
                      variant="secondary"
                      disabled={disabled}
                      onClick={() => onUnpin(course)}
                      aria-label={`${course.name} 고정 풀기`}
                    >
                      고정 풀기
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      disabled={disabled}
                      onClick={() => onPin(course)}
                      aria-label={`${course.name} ${termLabel(semester.term)}에 고정`}
                    >
                      고정
                    </Button>
                  )}
                  <Button
                    variant="danger"
                    disabled={disabled}
                    onClick={() => onExclude(course)}
                    aria-label={`${course.name} 계획에서 빼기`}
                  >
                    빼기
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
