import type { Plan } from '@smunity/api-contract';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSubmission } from '@smunity/shared-auth';
import {
  AsyncContent,
  Button,
  ButtonLink,
  Container,
  ROUTES,
  Table,
  type TableColumn,
  useAsyncData,
} from '@smunity/shared-ui';
import { CheckBasisNote } from '../../../components/CheckBasisNote';
import { Card, Panel } from '../../../components/Panel';
import { loadMessages } from '../../../components/loadMessages';
import { PageHeading } from '../../../components/PageHeading';
import {
  acknowledgeDroppedInProgress,
  addInProgressCourse,
  removeInProgressCourse,
} from '../api/inProgressApi';
import { fetchPlan, SAVED_PLAN_URL, savePlan } from '../api/planApi';
import {
  MAX_CREDIT_OPTIONS,
  UNTIL_OPTION_COUNT,
  choicesOf,
  exclude,
  include,
  pinTo,
  sameChoices,
  termLabel,
  termsFrom,
  unpin,
  withUntil,
  type PlanChoices,
} from '../draft';
import { InProgressPanel } from './InProgressPanel';
import { PlanSelect } from './PlanSelect';
import { SemesterColumn } from './SemesterColumn';
import './plan.css';

export const PLAN_TITLE = '졸업 계획';

/** /mypage/plan: which courses to take in which semester, from the next one to graduation. */
export function PlanPage() {
  // From the answer the page was rendered with, if it was (PLAN_PAGE_FIRST_READS).
  const plan = useAsyncData((signal) => fetchPlan(null, signal), [], {
    firstData: SAVED_PLAN_URL,
  });
  const intl = useIntl();
  return (
    <Container>
      <PageHeading title={PLAN_TITLE}>
        <ButtonLink to={ROUTES.MYPAGE_RESULT} variant="secondary">
          검사 결과로 돌아가기
        </ButtonLink>
      </PageHeading>
      {plan.state.status === 'ready' ? <CheckBasisNote basis={plan.state.data.basis} /> : null}
      <AsyncContent data={plan} {...loadMessages(intl, 'mypage.plan.what')}>
        {(loaded) => <PlanBoard plan={loaded} onPlan={plan.replace} />}
      </AsyncContent>
    </Container>
  );
}

function PlanBoard({ plan, onPlan }: { plan: Plan; onPlan: (plan: Plan) => void }) {
  const choices = choicesOf(plan);
  // What the student last saw stored or loaded: PUT /plan's choices, or on a plan never saved
  // the ones the page opened with. Only a change from these is unsaved.
  const [baseline, setBaseline] = useState<PlanChoices>(choices);
  const [saved, setSaved] = useState(plan.saved);
  const [status, setStatus] = useState('');
  // Courses added in a term that is over: the api says so until the member has seen it. Kept for
  // the visit, and acknowledged once shown (in the browser: a server's render is not seen).
  const [droppedInProgress] = useState(plan.inProgress.dropped);
  useEffect(() => {
    if (droppedInProgress === null) return;
    // A failed acknowledgement only means the notice shows again on the next visit.
    acknowledgeDroppedInProgress().catch(() => undefined);
  }, [droppedInProgress]);
  const { pending, submit } = useSubmission();
  const leaving = useAbortOnUnmount();
  const changed = !sameChoices(baseline, choices);
  // The current term is a target too: a student in their last term finishes with its courses.
  const currentTerm = plan.inProgress.term;
  const targetLabel = (term: string) =>
    term === currentTerm ? `${termLabel(term)} (이번 학기)` : termLabel(term);
  const finished = plan.feasible && plan.semesters.every((s) => s.courses.length === 0);

  const change = (next: PlanChoices, announcement: string) =>
    submit(async () => {
      onPlan(await fetchPlan(next, leaving()));
      setStatus(announcement);
    });
  // A course being taken is never planned: a pin of it would be refused, so it goes with it.
  const addInProgress = (course: { number: string; name: string }) =>
    submit(async () => {
      await addInProgressCourse(course.number);
      onPlan(await fetchPlan(unpin(choices, course.number), leaving()));
      setStatus(`${course.name}을(를) 이번 학기 수강 중으로 추가했습니다.`);
    });
  const removeInProgress = (course: { number: string; name: string }) =>
    submit(async () => {
      await removeInProgressCourse(course.number);
      onPlan(await fetchPlan(choices, leaving()));
      setStatus(`${course.name}을(를) 이번 학기 수강 중에서 뺐습니다.`);
    });
  const save = () =>
    submit(async () => {
      const answer = await savePlan(choices);
      onPlan(answer);
      setBaseline(choicesOf(answer));
      setSaved(true);
      setStatus('졸업 계획을 저장했습니다.');
    });

  return (
    <div className="plan-board" aria-busy={pending}>
      {plan.rebased === null ? null : <p className="plan-rebased">{plan.rebased}</p>}
      {droppedInProgress === null ? null : <p className="plan-rebased">{droppedInProgress}</p>}
      <Card>
        <Panel
          title="계획 조건"
          actions={
            <Button onClick={save} disabled={pending || (saved && !changed)}>
              {saved && !changed ? '저장됨' : '계획 저장'}
            </Button>
          }
        >
          <div className="plan-controls">
            <PlanSelect
              label="졸업 목표 학기"
              value={plan.until}
              options={termsFrom(currentTerm, UNTIL_OPTION_COUNT)}
              optionLabel={targetLabel}
              disabled={pending}
              onChange={(until) =>
                change(withUntil(choices, until), `졸업 목표를 ${targetLabel(until)}로 바꿨습니다.`)
              }
            />
            <PlanSelect
              label="학기당 최대 학점"
              value={plan.maxCredits}
              options={MAX_CREDIT_OPTIONS}
              optionLabel={(credits) => `${credits}학점`}
              disabled={pending}
              onChange={(maxCredits) =>
                change({ ...choices, maxCredits }, `학기당 최대 ${maxCredits}학점으로 바꿨습니다.`)
              }
            />
          </div>
          <p className="plan-note">
            과목을 옮기면 그 학기에 고정됩니다. 고정하지 않은 과목은 주로 열리는 학기에 맞춰 다시
            배치됩니다.{changed ? ' 저장하지 않은 변경이 있습니다.' : ''}
          </p>
          <p className="su-visually-hidden" role="status">
            {status}
          </p>
        </Panel>
      </Card>

      <Card>
        <InProgressPanel
          inProgress={plan.inProgress}
          disabled={pending}
          onAdd={addInProgress}
          onRemove={removeInProgress}
        />
      </Card>

      {finished ? (
        <FinishedVerdict plan={plan} />
      ) : (
        <>
          <Verdict plan={plan} />
          {plan.semesters.length === 0 ? null : (
            <PlannedSemesters>
              {plan.semesters.map((semester, index) => (
                <SemesterColumn
                  key={semester.term}
                  semester={semester}
                  index={index}
                  plan={plan}
                  disabled={pending}
                  onMove={(course, term) =>
                    change(
                      pinTo(choices, course.number, term),
                      `${course.name}을(를) ${termLabel(term)}로 옮겼습니다.`,
                    )
                  }
                  onPin={(course) =>
                    change(
                      pinTo(choices, course.number, semester.term),
                      `${course.name}을(를) ${termLabel(semester.term)}에 고정했습니다.`,
                    )
                  }
                  onUnpin={(course) =>
                    change(unpin(choices, course.number), `${course.name}의 고정을 풀었습니다.`)
                  }
                  onExclude={(course) =>
                    change(
                      exclude(choices, course.number),
                      `${course.name}을(를) 계획에서 뺐습니다.`,
                    )
                  }
                />
              ))}
            </PlannedSemesters>
          )}
        </>
      )}

      <Card>
        <Panel title="요건별 진행">
          <Table
            caption="요건별 진행"
            captionHidden
            columns={PROGRESS_COLUMNS}
            rows={plan.progress.filter((row) => row.total > 0)}
            rowKey={(row) => row.key}
          />
          {plan.inProgress.courses.length === 0 ? null : (
            <p className="plan-note">‘지금’에는 이번 학기 수강 중인 과목도 들어 있습니다.</p>
          )}
        </Panel>
        {choices.excluded.length === 0 ? null : (
          <Panel title="제외한 과목">
            <ul className="plan-excluded">
              {choices.excluded.map((number) => (
                <li key={number}>
                  <span>{number}</span>
                  <Button
                    variant="secondary"
                    disabled={pending}
                    onClick={() =>
                      change(include(choices, number), `${number}을(를) 다시 계획에 넣었습니다.`)
                    }
                    aria-label={`${number} 다시 넣기`}
                  >
                    되돌리기
                  </Button>
                </li>
              ))}
            </ul>
          </Panel>
        )}
      </Card>
    </div>
  );
}

/**
 * The signal for requests the page starts on the student's action: aborted when the page goes
 * away, so an answer never lands on an unmounted board.
 */
function useAbortOnUnmount(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => (controller.current ??= new AbortController()).signal, []);
}

function PlannedSemesters({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="plan-semesters-title">
      <h2 id="plan-semesters-title" className="plan-section-title">
        학기별 계획
      </h2>
      <ol className="plan-columns">{children}</ol>
    </section>
  );
}

/**
 * Nothing is left to plan: the requirements are met already, or by the courses being taken this
 * term. Said so, without an empty semester under it.
 */
function FinishedVerdict({ plan }: { plan: Plan }) {
  return (
    <p className="plan-verdict plan-verdict--ok">
      {plan.inProgress.courses.length === 0
        ? '졸업요건을 이미 모두 채웠습니다. 더 들어야 할 과목이 없습니다.'
        : `이번 학기(${termLabel(plan.inProgress.term)}) 수강 중인 과목까지 마치면 졸업요건을 모두 채웁니다. 더 들어야 할 과목이 없습니다.`}
    </p>
  );
}

function Verdict({ plan }: { plan: Plan }) {
  if (plan.feasible) {
    return (
      <p className="plan-verdict plan-verdict--ok">
        이 계획대로 들으면 {termLabel(plan.until)}까지 졸업요건을 모두 채웁니다.
      </p>
    );
  }
  return (
    <section className="plan-verdict plan-verdict--unmet" aria-labelledby="plan-unmet-title">
      <h2 id="plan-unmet-title" className="plan-section-title">
        {termLabel(plan.until)}까지 채울 수 없는 요건
      </h2>
      <ul>
        {plan.unmet.map((row) => (
          <li key={row.requirement}>
            <strong>
              {row.requirement} {row.missing}
              {row.unit} 부족
            </strong>{' '}
            — {row.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

type ProgressRow = Plan['progress'][number];

const PROGRESS_COLUMNS: ReadonlyArray<TableColumn<ProgressRow>> = [
  { id: 'label', header: '요건', cell: (row) => row.label },
  { id: 'completed', header: '지금', cell: (row) => `${row.completed}${row.unit}`, align: 'end' },
  {
    id: 'planned',
    header: '계획 후',
    cell: (row) => (
      <span className={row.planned >= row.total ? 'plan-met' : 'plan-short'}>
        {row.planned}
        {row.unit}
      </span>
    ),
    align: 'end',
  },
  { id: 'total', header: '기준', cell: (row) => `${row.total}${row.unit}`, align: 'end' },
];
