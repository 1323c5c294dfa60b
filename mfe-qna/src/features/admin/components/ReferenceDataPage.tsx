import { useIntl } from 'react-intl';
import { AsyncContent, useAsyncData } from '@smunity/shared-ui';
import { fetchReferenceData } from '../api/referenceDataApi';
import { AdminPage } from './AdminPage';
import { ExportSection } from './ReferenceDataExport';
import { ImportForm } from './ReferenceDataImport';
import { LiveData } from './ReferenceDataLive';
import { textIn } from './referenceDataTexts';

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
