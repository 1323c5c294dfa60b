import type { ReferenceDataImportResult } from '@smunity/api-contract';
import { useIntl, type IntlShape } from 'react-intl';
import { Table, formatNumber, type TableColumn } from '@smunity/shared-ui';
import { cohortLabel, listOr, termLabel, textIn } from './referenceDataTexts';

type TableChange = ReferenceDataImportResult['summary']['tables'][number];

/** Where an upload stands: nothing yet, checked or applied (what it changes), or refused (why). */
export type Outcome =
  | { kind: 'idle' }
  | { kind: 'checked' | 'applied'; result: ReferenceDataImportResult }
  | { kind: 'refused'; lines: string[] };

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

/** An upload's outcome: what it changes, or the api's reasons for refusing it. */
export function OutcomeView({ outcome }: { outcome: Outcome }) {
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
