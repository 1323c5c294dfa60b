import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getErrorMessage } from '@smunity/shared-auth';
import { Button } from '@smunity/shared-ui';
import { downloadReferenceData } from '../api/referenceDataApi';
import { textIn } from './referenceDataTexts';

/**
 * 내보내기: the live data in the import's format, to edit and import again, so an admin never
 * starts from the repository's older files.
 */
export function ExportSection() {
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
