import type { ReferenceDataImportResult, ReferenceDataStatus } from '@smunity/api-contract';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { getErrorMessage } from '@smunity/shared-auth';
import {
  AsyncContent,
  Button,
  Table,
  formatNumber,
  shortDateTime,
  type TableColumn,
  useAsyncData,
} from '@smunity/shared-ui';
import {
  downloadReferenceData,
  fetchReferenceData,
  importReferenceData,
} from '../api/referenceDataApi';
import { AdminPage } from './AdminPage';

type Term = ReferenceDataStatus['terms'][number];
type ImportEntry = ReferenceDataStatus['imports'][number];
type Summary = ReferenceDataImportResult['summary'];
type TableChange = Summary['tables'][number];

/** The texts of this page: `qna.admin.referenceData.<id>`. */
const textIn =
  (intl: IntlShape) =>
  (id: string, values?: Record<string, string>): string =>
    intl.formatMessage({ id: `qna.admin.referenceData.${id}` }, values);

/** "2025년 2학기". */
const termLabel = (term: Term, intl: IntlShape) =>
  textIn(intl)(`term.${term.semester}`, { year: String(term.year) });
/** "2026학번". */
const cohortLabel = (year: number, intl: IntlShape) =>
  textIn(intl)('cohort', { year: String(year) });
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
export function importSummaryText(summary: Partial<Summary>, intl: IntlShape): string {
  const text = textIn(intl);
  const files = (summary.tables ?? [])
    .filter((table) => table.added + table.changed + table.removed > 0)
    .map((table) =>
      text('log.file', {
        file: table.file,
        added: formatNumber(table.added),
        changed: formatNumber(table.changed),
        removed: formatNumber(table.removed),
      }),
    );
  const parts = [
    files.length === 0 ? text('log.noFiles') : text('log.files', { files: files.join(', ') }),
    ...(summary.cohortsAdded?.length
      ? [
          text('log.cohorts', {
            cohorts: summary.cohortsAdded.map((year) => cohortLabel(year, intl)).join(', '),
          }),
        ]
      : []),
    ...(summary.termsAdded?.length
      ? [
          text('log.terms', {
            terms: summary.termsAdded.map((term) => termLabel(term, intl)).join(', '),
          }),
        ]
      : []),
    ...(summary.timetableYearsAdded?.length
      ? [text('log.timetableYears', { years: summary.timetableYearsAdded.join(', ') })]
      : []),
    text('log.members', { count: formatNumber(summary.membersWithChangedResults ?? 0) }),
  ];
  return parts.join(' · ');
}

/** /qna/admin/reference-data: what reference data is live, and a new set checked and applied. */
export function ReferenceDataPage() {
  const status = useAsyncData(fetchReferenceData, []);
  const text = textIn(useIntl());
  return (
    <AdminPage name="referenceData">
      <AsyncContent data={status} failureMessage={text('loadFailure')}>
        {(loaded) => <LiveData status={loaded} />}
      </AsyncContent>
      <ExportSection />
      <ImportForm onApplied={status.reload} />
    </AdminPage>
  );
}

function LiveData({ status }: { status: ReferenceDataStatus }) {
  const intl = useIntl();
  const text = textIn(intl);
  const missing = status.cohorts
    .filter((cohort) => !cohort.hasCurriculum)
    .map((c) => cohortLabel(c.year, intl));
  const years = status.timetableYears;
  return (
    <section className="qna-admin-section" aria-labelledby="qna-refdata-live-heading">
      <h2 id="qna-refdata-live-heading" className="qna-admin-section__heading">
        <FormattedMessage id="qna.admin.referenceData.live" />
      </h2>
      <dl className="qna-refdata-facts">
        <div>
          <dt>
            <FormattedMessage id="qna.admin.referenceData.source" />
          </dt>
          <dd>
            {text(status.source === 'IMPORT' ? 'source.import' : 'source.builtIn')}
            {status.updatedAt === null
              ? ''
              : text('updatedAt', { when: shortDateTime(status.updatedAt) })}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="qna.admin.referenceData.cohorts" />
          </dt>
          <dd>
            {status.cohorts.map((cohort) => cohort.year).join(', ')}
            {missing.length === 0
              ? ''
              : text('cohortsWithoutCurriculum', { cohorts: missing.join(', ') })}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="qna.admin.referenceData.terms" />
          </dt>
          <dd>
            {listOr(
              status.terms.map((term) => termLabel(term, intl)),
              text('none'),
            )}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="qna.admin.referenceData.timetableYears" />
          </dt>
          <dd>{years.length === 0 ? text('none') : yearRanges(years)}</dd>
        </div>
      </dl>
      <Table
        caption={text('log.caption')}
        columns={importColumns(intl)}
        rows={status.imports}
        rowKey={(entry) => entry.id}
        emptyMessage={text('log.empty')}
      />
    </section>
  );
}

function importColumns(intl: IntlShape): ReadonlyArray<TableColumn<ImportEntry>> {
  const text = textIn(intl);
  return [
    {
      id: 'when',
      header: text('log.when'),
      cell: (entry) => <time dateTime={entry.occurredAt}>{shortDateTime(entry.occurredAt)}</time>,
    },
    {
      id: 'who',
      header: text('log.who'),
      cell: (entry) =>
        entry.actor === null
          ? text('log.commandLine')
          : `${entry.actor.name} (${entry.actor.username})`,
    },
    {
      id: 'what',
      header: text('log.what'),
      cell: (entry) => importSummaryText(entry.summary as Partial<Summary>, intl),
    },
  ];
}

function changeColumns(intl: IntlShape): ReadonlyArray<TableColumn<TableChange>> {
  const text = textIn(intl);
  return [
    { id: 'file', header: text('changes.file'), cell: (change) => change.file },
    {
      id: 'added',
      header: text('changes.added'),
      cell: (change) => formatNumber(change.added),
      align: 'end',
    },
    {
      id: 'changed',
      header: text('changes.changed'),
      cell: (change) => formatNumber(change.changed),
      align: 'end',
    },
    {
      id: 'removed',
      header: text('changes.removed'),
      cell: (change) => formatNumber(change.removed),
      align: 'end',
    },
  ];
}

/**
 * 내보내기: the live data in the import's format, to edit and import again, so an admin never
 * starts from the repository's older files.
 */
function ExportSection() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  const text = textIn(useIntl());
  const download = async () => {
    setPending(true);
    setMessage('');
    try {
      await downloadReferenceData();
      setMessage(text('export.done'));
    } catch (error) {
      setMessage(text('export.failed', { error: getErrorMessage(error) }));
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="qna-admin-section" aria-labelledby="qna-refdata-export-heading">
      <h2 id="qna-refdata-export-heading" className="qna-admin-section__heading">
        <FormattedMessage id="qna.admin.referenceData.export.heading" />
      </h2>
      <p>
        <FormattedMessage id="qna.admin.referenceData.export.explanation" />
      </p>
      <div className="qna-refdata-actions">
        <Button variant="secondary" disabled={pending} onClick={() => void download()}>
          <FormattedMessage id="qna.admin.referenceData.export.button" />
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
        <FormattedMessage id="qna.admin.referenceData.import.heading" />
      </h2>
      <form className="qna-refdata-form" onSubmit={check} noValidate>
        <label htmlFor={inputId}>
          <FormattedMessage id="qna.admin.referenceData.import.files" />
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
            <FormattedMessage id="qna.admin.referenceData.import.check" />
          </Button>
          <Button
            variant="secondary"
            disabled={pending || !canApply}
            onClick={() => void run(false)}
          >
            <FormattedMessage id="qna.admin.referenceData.import.apply" />
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
  const intl = useIntl();
  const text = textIn(intl);
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
  const verdict = text(
    status === 'unchanged'
      ? 'outcome.unchanged'
      : status === 'dry-run'
        ? 'outcome.dryRun'
        : 'outcome.applied',
  );
  const none = text('none');
  return (
    <div className="qna-refdata-summary">
      <p>{verdict}</p>
      <ul>
        <li>
          {text('outcome.cohorts', {
            cohorts: listOr(
              summary.cohortsAdded.map((year) => cohortLabel(year, intl)),
              none,
            ),
          })}
        </li>
        <li>
          {text('outcome.terms', {
            terms: listOr(
              summary.termsAdded.map((term) => termLabel(term, intl)),
              none,
            ),
          })}
        </li>
        <li>
          {text('outcome.timetableYears', {
            years: listOr(summary.timetableYearsAdded, none),
          })}
        </li>
        <li>
          {text('outcome.members', {
            count: formatNumber(summary.membersWithChangedResults),
          })}
        </li>
      </ul>
      <Table
        caption={text('changes.caption')}
        columns={changeColumns(intl)}
        rows={summary.tables}
        rowKey={(change) => change.file}
      />
    </div>
  );
}
