import type { CheckBasis, DepartmentSummary, MemberInfo, WhatIf } from '@smunity/api-contract';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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
import { fetchCheckBasis } from '../../../api/checkBasis';
import { fetchMyInfo } from '../../../api/member';
import { amountLabel } from '../../../components/amount';
import { CheckBasisNote } from '../../../components/CheckBasisNote';
import { Card, Panel } from '../../../components/Panel';
import { loadMessages } from '../../../components/loadMessages';
import { PageHeading } from '../../../components/PageHeading';
import { fetchDepartments, fetchWhatIf, type Profile } from '../api/whatIfApi';
import {
  changePhrase,
  compareResults,
  differenceSentences,
  type ComparisonRow,
  type Figure,
} from '../compare';
import './whatIf.css';

const NO_SECOND = 'none';

interface Setting {
  member: MemberInfo;
  departments: DepartmentSummary[];
  /** The stored profile as department ids (matched by department code). */
  current: Profile;
  /** Which rules the check uses; null if it could not be read (the note is left out). */
  basis: CheckBasis | null;
}

/**
 * Everything the page shows before a comparison, read together: the basis note sits above the
 * form, so arriving on its own it would push the form (and its button) down under a finger.
 */
async function loadSetting(signal: AbortSignal): Promise<Setting> {
  const [member, departments, basis] = await Promise.all([
    fetchMyInfo(signal),
    fetchDepartments(signal),
    fetchCheckBasis(signal).catch(() => null),
  ]);
  const idOf = (code: string | null) =>
    code === null ? null : (departments.find((department) => department.code === code)?.id ?? null);
  return {
    member,
    departments,
    current: {
      departmentId: idOf(member.deptCode) ?? departments[0]?.id ?? 1,
      secondDepartmentId: idOf(member.secondDeptCode),
    },
    basis,
  };
}

/** /mypage/what-if: the stored courses checked as if 학과 or 다전공 were different. */
export function WhatIfPage() {
  const setting = useAsyncData(loadSetting, []);
  const intl = useIntl();
  return (
    <Container>
      <PageHeading
        title={intl.formatMessage({ id: 'mypage.result.toWhatIf' })}
        className="whatif-heading"
      >
        <ButtonLink to={ROUTES.MYPAGE_RESULT} variant="secondary">
          <FormattedMessage id="mypage.plan.backToResult" />
        </ButtonLink>
      </PageHeading>
      <p className="whatif-intro">
        <FormattedMessage id="mypage.whatIf.intro" />
      </p>
      <AsyncContent data={setting} {...loadMessages(intl, 'mypage.whatIf.departments.what')}>
        {(loaded) => (
          <>
            {loaded.basis === null ? null : <CheckBasisNote basis={loaded.basis} />}
            <WhatIfBoard setting={loaded} />
          </>
        )}
      </AsyncContent>
    </Container>
  );
}

function WhatIfBoard({ setting }: { setting: Setting }) {
  const { departments, current } = setting;
  const [departmentId, setDepartmentId] = useState(current.departmentId);
  const [secondId, setSecondId] = useState<number | null>(current.secondDepartmentId);
  const [compared, setCompared] = useState<Profile | null>(null);
  const intl = useIntl();
  const departmentLabel = useId();
  const secondLabel = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCompared({ departmentId, secondDepartmentId: secondId });
  };

  return (
    <Card>
      <Panel title={intl.formatMessage({ id: 'mypage.whatIf.form' })}>
        <form className="whatif-form" onSubmit={submit}>
          <div className="whatif-field">
            <label id={departmentLabel} htmlFor={`${departmentLabel}-select`}>
              <FormattedMessage id="mypage.whatIf.department" />
            </label>
            <select
              id={`${departmentLabel}-select`}
              className="whatif-select"
              value={departmentId}
              onChange={(event) => {
                const id = Number(event.target.value);
                setDepartmentId(id);
                if (secondId === id) setSecondId(null);
              }}
            >
              {departments.map((department) => (
                <option key={department.id} value={department.id}>
                  {department.name}
                </option>
              ))}
            </select>
          </div>
          <div className="whatif-field">
            <label id={secondLabel} htmlFor={`${secondLabel}-select`}>
              <FormattedMessage id="mypage.profile.info.secondDepartment" />
            </label>
            <select
              id={`${secondLabel}-select`}
              className="whatif-select"
              value={secondId ?? NO_SECOND}
              onChange={(event) =>
                setSecondId(event.target.value === NO_SECOND ? null : Number(event.target.value))
              }
            >
              <option value={NO_SECOND}>{intl.formatMessage({ id: 'mypage.whatIf.none' })}</option>
              {departments
                .filter((department) => department.id !== departmentId)
                .map((department) => (
                  <option key={department.id} value={department.id}>
                    {department.name}
                  </option>
                ))}
            </select>
          </div>
          <Button type="submit">
            <FormattedMessage id="mypage.whatIf.compare" />
          </Button>
        </form>
      </Panel>
      {compared === null ? null : (
        <Comparison current={current} hypothetical={compared} departments={departments} />
      )}
    </Card>
  );
}

function Comparison({
  current,
  hypothetical,
  departments,
}: {
  current: Profile;
  hypothetical: Profile;
  departments: DepartmentSummary[];
}) {
  const load = async (signal: AbortSignal): Promise<[WhatIf, WhatIf]> =>
    Promise.all([fetchWhatIf(current, signal), fetchWhatIf(hypothetical, signal)]);
  const results = useAsyncData(load, [hypothetical.departmentId, hypothetical.secondDepartmentId]);
  const intl = useIntl();
  const nameOf = (id: number | null) =>
    id === null
      ? intl.formatMessage({ id: 'mypage.whatIf.none' })
      : (departments.find((department) => department.id === id)?.name ?? '-');
  const describe = (profile: Profile) =>
    `${nameOf(profile.departmentId)}${profile.secondDepartmentId === null ? '' : ` + ${nameOf(profile.secondDepartmentId)}`}`;

  return (
    <Panel title={intl.formatMessage({ id: 'mypage.whatIf.comparison' })}>
      <AsyncContent data={results} {...loadMessages(intl, 'mypage.whatIf.comparison.what')}>
        {([now, then]) => {
          const rows = compareResults(intl, now, then);
          const sentences = differenceSentences(
            intl,
            rows,
            changePhrase(intl, current, hypothetical),
          );
          return (
            <div className="whatif-result" aria-live="polite">
              <p className="whatif-profiles">
                <FormattedMessage
                  id="mypage.whatIf.profiles"
                  values={{
                    current: describe(current),
                    hypothetical: describe(hypothetical),
                    strong: (chunks) => <strong>{chunks}</strong>,
                  }}
                />
              </p>
              {sentences.length === 0 ? (
                <p>
                  <FormattedMessage id="mypage.whatIf.noDifference" />
                </p>
              ) : (
                <ul
                  className="whatif-differences"
                  aria-label={intl.formatMessage({ id: 'mypage.whatIf.differences' })}
                >
                  {sentences.map((sentence) => (
                    <li key={sentence}>{sentence}</li>
                  ))}
                </ul>
              )}
              <Table
                caption={intl.formatMessage({ id: 'mypage.whatIf.tableCaption' })}
                columns={columns(intl)}
                rows={rows}
                rowKey={(row) => row.key}
              />
            </div>
          );
        }}
      </AsyncContent>
    </Panel>
  );
}

function figureText(intl: IntlShape, figure: Figure | null, unit: ComparisonRow['unit']): string {
  if (figure === null) return intl.formatMessage({ id: 'mypage.whatIf.notApplicable' });
  return intl.formatMessage(
    { id: 'mypage.whatIf.figure' },
    {
      label: figure.label,
      completed: String(figure.completed),
      total: amountLabel(intl, figure.total, unit),
    },
  );
}

function columns(intl: IntlShape): ReadonlyArray<TableColumn<ComparisonRow>> {
  return [
    {
      id: 'current',
      header: intl.formatMessage({ id: 'mypage.whatIf.current' }),
      cell: (row) => figureText(intl, row.current, row.unit),
    },
    {
      id: 'hypothetical',
      header: intl.formatMessage({ id: 'mypage.whatIf.hypothetical' }),
      cell: (row) => (
        <span className={row.changed ? 'whatif-changed' : undefined}>
          {figureText(intl, row.hypothetical, row.unit)}
          {row.changed ? (
            <span className="whatif-changed__badge">
              <FormattedMessage id="mypage.whatIf.changed" />
            </span>
          ) : null}
        </span>
      ),
    },
  ];
}
