import type { ReferenceDataImportResult, ReferenceDataStatus } from '@smunity/api-contract';
import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage } from '@smunity/shared-auth';
import { AsyncContent, Button, Table, type TableColumn, useAsyncData } from '@smunity/shared-ui';
import {
  downloadReferenceData,
  fetchReferenceData,
  importReferenceData,
} from '../api/referenceDataApi';
import { AdminPage } from './AdminPage';

const SEMESTER = { FIRST: '1학기', SECOND: '2학기' } as const;

type Term = ReferenceDataStatus['terms'][number];
type ImportEntry = ReferenceDataStatus['imports'][number];
type Summary = ReferenceDataImportResult['summary'];
type TableChange = Summary['tables'][number];

const termLabel = (term: Term) => `${term.year}년 ${SEMESTER[term.semester]}`;
const listOr = (items: readonly (string | number)[], none: string) =>
  items.length === 0 ? none : items.join(', ');
/** "2017–2024, 2026": consecutive years as a range, every gap shown. */
export function yearRanges(years: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const year of [...years].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last !== undefined && year === last[1] + 1) last[1] = year;
    else runs.push([year, year]);
  }
  return runs.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`)).join(', ');
}

/**
 * What an import changed, as its log line says it: the files with rows added/changed/removed,
 * then the cohorts, terms and timetable years added, then whose results changed.
 */
export function importSummaryText(summary: Partial<Summary>): string {
  const files = (summary.tables ?? [])
    .filter((table) => table.added + table.changed + table.removed > 0)
    .map(
      (table) =>
        `${table.file} (추가 ${table.added}, 변경 ${table.changed}, 삭제 ${table.removed})`,
    );
  const parts = [
    files.length === 0 ? '바뀐 파일 없음' : `바뀐 파일: ${files.join(', ')}`,
    ...(summary.cohortsAdded?.length
      ? [`학번 추가: ${summary.cohortsAdded.map((year) => `${year}학번`).join(', ')}`]
      : []),
    ...(summary.termsAdded?.length
      ? [`학기 추가: ${summary.termsAdded.map(termLabel).join(', ')}`]
      : []),
    ...(summary.timetableYearsAdded?.length
      ? [`시간표 연도 추가: ${summary.timetableYearsAdded.join(', ')}`]
      : []),
    `검사 결과가 바뀐 회원 ${summary.membersWithChangedResults ?? 0}명`,
  ];
  return parts.join(' · ');
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** /qna/admin/reference-data: what reference data is live, and a new set checked and applied. */
export function ReferenceDataPage() {
  const status = useAsyncData(fetchReferenceData, []);
  return (
    <AdminPage
      title="기준 데이터"
      description="교육과정·교양·시간표 자료를 확인하고 새 학년도 자료를 가져옵니다."
    >
      <AsyncContent data={status} failureMessage="기준 데이터 현황을 불러오지 못했습니다.">
        {(loaded) => <LiveData status={loaded} />}
      </AsyncContent>
      <ExportSection />
      <ImportForm onApplied={status.reload} />
    </AdminPage>
  );
}

function LiveData({ status }: { status: ReferenceDataStatus }) {
  const missing = status.cohorts
    .filter((cohort) => !cohort.hasCurriculum)
    .map((c) => `${c.year}학번`);
  const years = status.timetableYears;
  return (
    <section className="qna-admin-section" aria-labelledby="qna-refdata-live-heading">
      <h2 id="qna-refdata-live-heading" className="qna-admin-section__heading">
        현재 자료
      </h2>
      <dl className="qna-refdata-facts">
        <div>
          <dt>출처</dt>
          <dd>
            {status.source === 'IMPORT' ? '가져온 자료' : '기본 자료(api/data)'}
            {status.updatedAt === null ? '' : ` · ${when(status.updatedAt)}`}
          </dd>
        </div>
        <div>
          <dt>학번(교육과정)</dt>
          <dd>
            {status.cohorts.map((cohort) => cohort.year).join(', ')}
            {missing.length === 0 ? '' : ` (교육과정 없음: ${missing.join(', ')})`}
          </dd>
        </div>
        <div>
          <dt>교육과정 학기</dt>
          <dd>{listOr(status.terms.map(termLabel), '없음')}</dd>
        </div>
        <div>
          <dt>시간표 연도</dt>
          <dd>{years.length === 0 ? '없음' : yearRanges(years)}</dd>
        </div>
      </dl>
      <Table
        caption="가져오기 기록"
        columns={IMPORT_COLUMNS}
        rows={status.imports}
        rowKey={(entry) => entry.id}
        emptyMessage="아직 가져온 자료가 없습니다."
      />
    </section>
  );
}

const IMPORT_COLUMNS: ReadonlyArray<TableColumn<ImportEntry>> = [
  { id: 'when', header: '시각', cell: (entry) => when(entry.occurredAt) },
  {
    id: 'who',
    header: '실행한 사람',
    cell: (entry) =>
      entry.actor === null
        ? '명령줄(npm run data)'
        : `${entry.actor.name} (${entry.actor.username})`,
  },
  {
    id: 'what',
    header: '내용',
    cell: (entry) => importSummaryText(entry.summary as Partial<Summary>),
  },
];

const CHANGE_COLUMNS: ReadonlyArray<TableColumn<TableChange>> = [
  { id: 'file', header: '파일', cell: (change) => change.file },
  { id: 'added', header: '추가', cell: (change) => change.added, align: 'end' },
  { id: 'changed', header: '변경', cell: (change) => change.changed, align: 'end' },
  { id: 'removed', header: '삭제', cell: (change) => change.removed, align: 'end' },
];

/**
 * 내보내기: the live data in the import's format, to edit and import again, so an admin never
 * starts from the repository's older files.
 */
function ExportSection() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  const download = async () => {
    setPending(true);
    setMessage('');
    try {
      await downloadReferenceData();
      setMessage('현재 자료를 내려받았습니다. 압축을 풀어 고친 뒤 아래에서 가져오세요.');
    } catch (error) {
      setMessage(`내보내지 못했습니다. ${getErrorMessage(error)}`);
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="qna-admin-section" aria-labelledby="qna-refdata-export-heading">
      <h2 id="qna-refdata-export-heading" className="qna-admin-section__heading">
        현재 자료 내보내기
      </h2>
      <p>
        지금 쓰는 기준 데이터와 규칙 파일 12개를 가져오기와 같은 형식(CSV)으로 묶어 ZIP 파일 하나로
        내려받습니다.
      </p>
      <div className="qna-refdata-actions">
        <Button variant="secondary" disabled={pending} onClick={() => void download()}>
          내보내기
        </Button>
      </div>
      <p role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'checked' | 'applied'; result: ReferenceDataImportResult }
  | { kind: 'refused'; lines: string[] };

function ImportForm({ onApplied }: { onApplied: () => void }) {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [pending, setPending] = useState(false);

  const run = async (dryRun: boolean) => {
    setPending(true);
    try {
      const result = await importReferenceData(files, dryRun);
      setOutcome({ kind: dryRun ? 'checked' : 'applied', result });
      if (!dryRun) onApplied();
    } catch (error) {
      setOutcome({ kind: 'refused', lines: getErrorMessage(error).split('\n') });
    } finally {
      setPending(false);
    }
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    void run(true);
  };
  const canApply = outcome.kind === 'checked' && outcome.result.status === 'dry-run';

  return (
    <section className="qna-admin-section" aria-labelledby="qna-refdata-import-heading">
      <h2 id="qna-refdata-import-heading" className="qna-admin-section__heading">
        새 자료 가져오기
      </h2>
      <form className="qna-refdata-form" onSubmit={check} noValidate>
        <label htmlFor={inputId}>
          CSV 파일 (기준 데이터와 규칙 파일 12개, 내보낸 자료와 같은 형식)
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          multiple
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])]);
            setOutcome({ kind: 'idle' });
          }}
        />
        <div className="qna-refdata-actions">
          <Button type="submit" disabled={pending || files.length === 0}>
            변경 내용 확인
          </Button>
          <Button
            variant="secondary"
            disabled={pending || !canApply}
            onClick={() => void run(false)}
          >
            적용
          </Button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        <OutcomeView outcome={outcome} />
      </div>
    </section>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'idle') return null;
  if (outcome.kind === 'refused') {
    const [message, ...errors] = outcome.lines;
    return (
      <div className="qna-refdata-errors">
        <p>{message}</p>
        <ul>
          {errors
            .flatMap((block) => block.split('\n'))
            .map((error) => (
              <li key={error}>{error}</li>
            ))}
        </ul>
      </div>
    );
  }
  const { status, summary } = outcome.result;
  const verdict =
    status === 'unchanged'
      ? '현재 자료와 같습니다. 바뀌는 것이 없습니다.'
      : status === 'dry-run'
        ? '아직 적용하지 않았습니다. 내용을 확인한 뒤 적용을 누르세요.'
        : '적용했습니다. 변경 기록에 남았습니다.';
  return (
    <div className="qna-refdata-summary">
      <p>{verdict}</p>
      <ul>
        <li>
          추가되는 학번:{' '}
          {listOr(
            summary.cohortsAdded.map((year) => `${year}학번`),
            '없음',
          )}
        </li>
        <li>추가되는 학기: {listOr(summary.termsAdded.map(termLabel), '없음')}</li>
        <li>추가되는 시간표 연도: {listOr(summary.timetableYearsAdded, '없음')}</li>
        <li>검사 결과가 바뀌는 회원: {summary.membersWithChangedResults}명</li>
      </ul>
      <Table
        caption="파일별 변경"
        columns={CHANGE_COLUMNS}
        rows={summary.tables}
        rowKey={(change) => change.file}
      />
    </div>
  );
}
