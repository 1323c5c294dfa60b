import type { Plan } from '@smunity/api-contract';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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
import { amountLabel } from '../../../components/amount';
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
  planAmountLabel,
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

/** /mypage/plan: which courses to take in which semester, from the next one to graduation. */
export function PlanPage() {
  // From the answer the page was rendered with, if it was (PLAN_PAGE_FIRST_READS).
  const plan = useAsyncData((signal) => fetchPlan(null, signal), [], {
    firstData: SAVED_PLAN_URL,
  });
  const intl = useIntl();
  return (
    <Container>
      <PageHeading title={intl.formatMessage({ id: 'mypage.plan.title' })}>
        <ButtonLink to={ROUTES.MYPAGE_RESULT} variant="secondary">
          <FormattedMessage id="mypage.plan.backToResult" />
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
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `mypage.plan.${id}` }, values);
  const term = (planTerm: string) => termLabel(intl, planTerm);
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
  const targetLabel = (target: string) =>
    target === currentTerm ? text('currentTerm', { term: term(target) }) : term(target);
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
      setStatus(text('status.inProgressAdded', { course: course.name }));
    });
  const removeInProgress = (course: { number: string; name: string }) =>
    submit(async () => {
      await removeInProgressCourse(course.number);
      onPlan(await fetchPlan(choices, leaving()));
      setStatus(text('status.inProgressRemoved', { course: course.name }));
    });
  const save = () =>
    submit(async () => {
      const answer = await savePlan(choices);
      onPlan(answer);
      setBaseline(choicesOf(answer));
      setSaved(true);
      setStatus(text('status.saved'));
    });

  return (
    <div className="plan-board" aria-busy={pending}>
      {plan.rebased === null ? null : <p className="plan-rebased">{plan.rebased}</p>}
      {droppedInProgress === null ? null : <p className="plan-rebased">{droppedInProgress}</p>}
      <Card>
        <Panel
          title={text('conditions')}
          actions={
            <Button onClick={save} disabled={pending || (saved && !changed)}>
              <FormattedMessage id={saved && !changed ? 'mypage.plan.saved' : 'mypage.plan.save'} />
            </Button>
          }
        >
          <div className="plan-controls">
            <PlanSelect
              label={text('until')}
              value={plan.until}
              options={termsFrom(currentTerm, UNTIL_OPTION_COUNT)}
              optionLabel={targetLabel}
              disabled={pending}
              onChange={(until) =>
                change(
                  withUntil(choices, until),
                  text('status.untilChanged', { term: targetLabel(until) }),
                )
              }
            />
            <PlanSelect
              label={text('maxCredits')}
              value={plan.maxCredits}
              options={MAX_CREDIT_OPTIONS}
              optionLabel={(credits) => amountLabel(intl, credits, 'credits')}
              disabled={pending}
              onChange={(maxCredits) =>
                change(
                  { ...choices, maxCredits },
                  text('status.maxCreditsChanged', {
                    count: String(maxCredits),
                    amount: maxCredits,
                  }),
                )
              }
            />
          </div>
          <p className="plan-note">
            <FormattedMessage id={changed ? 'mypage.plan.noteUnsaved' : 'mypage.plan.note'} />
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
                  onMove={(course, target) =>
                    change(
                      pinTo(choices, course.number, target),
                      text('status.moved', { course: course.name, term: term(target) }),
                    )
                  }
                  onPin={(course) =>
                    change(
                      pinTo(choices, course.number, semester.term),
                      text('status.pinned', { course: course.name, term: term(semester.term) }),
                    )
                  }
                  onUnpin={(course) =>
                    change(
                      unpin(choices, course.number),
                      text('status.unpinned', { course: course.name }),
                    )
                  }
                  onExclude={(course) =>
                    change(
                      exclude(choices, course.number),
                      text('status.excluded', { course: course.name }),
                    )
                  }
                />
              ))}
            </PlannedSemesters>
          )}
        </>
      )}

      <Card>
        <Panel title={text('progress')}>
          <Table
            caption={text('progress')}
            captionHidden
            columns={progressColumns(intl)}
            rows={plan.progress.filter((row) => row.total > 0)}
            rowKey={(row) => row.key}
          />
          {plan.inProgress.courses.length === 0 ? null : (
            <p className="plan-note">
              <FormattedMessage id="mypage.plan.progressNote" />
            </p>
          )}
        </Panel>
        {choices.excluded.length === 0 ? null : (
          <Panel title={text('excluded')}>
            <ul className="plan-excluded">
              {choices.excluded.map((number) => (
                <li key={number}>
                  <span>{number}</span>
                  <Button
                    variant="secondary"
                    disabled={pending}
                    onClick={() =>
                      change(include(choices, number), text('status.included', { course: number }))
                    }
                    aria-label={text('includeAgain', { course: number })}
                  >
                    <FormattedMessage id="mypage.plan.undoExclude" />
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
        <FormattedMessage id="mypage.plan.semesters" />
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
  const intl = useIntl();
  return (
    <p className="plan-verdict plan-verdict--ok">
      {plan.inProgress.courses.length === 0 ? (
        <FormattedMessage id="mypage.plan.verdict.finished" />
      ) : (
        <FormattedMessage
          id="mypage.plan.verdict.finishedWithInProgress"
          values={{ term: termLabel(intl, plan.inProgress.term) }}
        />
      )}
    </p>
  );
}

function Verdict({ plan }: { plan: Plan }) {
  const intl = useIntl();
  const until = termLabel(intl, plan.until);
  if (plan.feasible) {
    return (
      <p className="plan-verdict plan-verdict--ok">
        <FormattedMessage id="mypage.plan.verdict.feasible" values={{ term: until }} />
      </p>
    );
  }
  // The requirements and the reasons are the api's texts, shown as it sends them.
  return (
    <section className="plan-verdict plan-verdict--unmet" aria-labelledby="plan-unmet-title">
      <h2 id="plan-unmet-title" className="plan-section-title">
        <FormattedMessage id="mypage.plan.verdict.unmet" values={{ term: until }} />
      </h2>
      <ul>
        {plan.unmet.map((row) => (
          <li key={row.requirement}>
            <FormattedMessage
              id="mypage.plan.verdict.unmetRow"
              values={{
                requirement: row.requirement,
                amount: planAmountLabel(intl, row.missing, row.unit),
                reason: row.reason,
                strong: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

type ProgressRow = Plan['progress'][number];

/** The requirement (the api's label) and its amounts now, after the plan and required. */
function progressColumns(intl: IntlShape): ReadonlyArray<TableColumn<ProgressRow>> {
  const header = (column: string) => intl.formatMessage({ id: `mypage.plan.progress.${column}` });
  return [
    { id: 'label', header: header('requirement'), cell: (row) => row.label },
    {
      id: 'completed',
      header: header('now'),
      cell: (row) => planAmountLabel(intl, row.completed, row.unit),
      align: 'end',
    },
    {
      id: 'planned',
      header: header('planned'),
      cell: (row) => (
        <span className={row.planned >= row.total ? 'plan-met' : 'plan-short'}>
          {planAmountLabel(intl, row.planned, row.unit)}
        </span>
      ),
      align: 'end',
    },
    {
      id: 'total',
      header: header('total'),
      cell: (row) => planAmountLabel(intl, row.total, row.unit),
      align: 'end',
    },
  ];
}
