import type { CheckBasis, DepartmentSummary, MemberInfo, WhatIf } from '@smunity/api-contract';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
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

const TITLE = '학과·다전공을 바꾸면?';
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
      <PageHeading title={TITLE} className="whatif-heading">
        <ButtonLink to={ROUTES.MYPAGE_RESULT} variant="secondary">
          검사 결과로 돌아가기
        </ButtonLink>
      </PageHeading>
      <p className="whatif-intro">
        저장된 이수과목으로 다른 학과나 다전공이라면 졸업요건이 어떻게 달라지는지 비교합니다. 내
        정보는 바뀌지 않습니다.
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
  const departmentLabel = useId();
  const secondLabel = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCompared({ departmentId, secondDepartmentId: secondId });
  };

  return (
    <Card>
      <Panel title="가정할 학과">
        <form className="whatif-form" onSubmit={submit}>
          <div className="whatif-field">
            <label id={departmentLabel} htmlFor={`${departmentLabel}-select`}>
              학과 (1전공)
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
              다전공
            </label>
            <select
              id={`${secondLabel}-select`}
              className="whatif-select"
              value={secondId ?? NO_SECOND}
              onChange={(event) =>
                setSecondId(event.target.value === NO_SECOND ? null : Number(event.target.value))
              }
            >
              <option value={NO_SECOND}>없음</option>
              {departments
                .filter((department) => department.id !== departmentId)
                .map((department) => (
                  <option key={department.id} value={department.id}>
                    {department.name}
                  </option>
                ))}
            </select>
          </div>
          <Button type="submit">비교하기</Button>
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
    id === null ? '없음' : (departments.find((department) => department.id === id)?.name ?? '-');
  const describe = (profile: Profile) =>
    `${nameOf(profile.departmentId)}${profile.secondDepartmentId === null ? '' : ` + ${nameOf(profile.secondDepartmentId)}`}`;

  return (
    <Panel title="비교 결과">
      <AsyncContent data={results} {...loadMessages(intl, 'mypage.whatIf.comparison.what')}>
        {([now, then]) => {
          const rows = compareResults(now, then);
          const sentences = differenceSentences(rows, changePhrase(current, hypothetical));
          return (
            <div className="whatif-result" aria-live="polite">
              <p className="whatif-profiles">
                현재: <strong>{describe(current)}</strong> · 가정:{' '}
                <strong>{describe(hypothetical)}</strong>
              </p>
              {sentences.length === 0 ? (
                <p>달라지는 졸업요건이 없습니다.</p>
              ) : (
                <ul className="whatif-differences" aria-label="달라지는 점">
                  {sentences.map((sentence) => (
                    <li key={sentence}>{sentence}</li>
                  ))}
                </ul>
              )}
              <Table
                caption="현재와 가정한 학과의 졸업요건"
                columns={COLUMNS}
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

function figureText(figure: Figure | null, unit: string): string {
  if (figure === null) return '해당 없음';
  return `${figure.label} ${figure.completed} / ${figure.total}${unit}`;
}

const COLUMNS: ReadonlyArray<TableColumn<ComparisonRow>> = [
  {
    id: 'current',
    header: '현재',
    cell: (row) => figureText(row.current, row.unit),
  },
  {
    id: 'hypothetical',
    header: '가정',
    cell: (row) => (
      <span className={row.changed ? 'whatif-changed' : undefined}>
        {figureText(row.hypothetical, row.unit)}
        {row.changed ? <span className="whatif-changed__badge">변경</span> : null}
      </span>
    ),
  },
];
