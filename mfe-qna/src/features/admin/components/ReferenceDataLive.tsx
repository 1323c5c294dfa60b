import type { ReferenceDataImportResult, ReferenceDataStatus } from '@smunity/api-contract';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Table, shortDateTime, type TableColumn } from '@smunity/shared-ui';
import {
  cohortLabel,
  importSummaryText,
  listOr,
  termLabel,
  textIn,
  yearRanges,
} from './referenceDataTexts';

type ImportEntry = ReferenceDataStatus['imports'][number];
type Summary = ReferenceDataImportResult['summary'];

/** What reference data is live (source, cohorts, terms, timetable years) and its import log. */
export function LiveData({ status }: { status: ReferenceDataStatus }) {
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
