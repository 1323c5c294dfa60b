import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { getErrorMessage } from '@smunity/shared-auth';
import { Button } from '@smunity/shared-ui';
import { importReferenceData } from '../api/referenceDataApi';
import { OutcomeView, type Outcome } from './ReferenceDataOutcome';

/** A new set of reference data: its files checked first (a dry run), then applied. */
export function ImportForm({ onApplied }: { onApplied: () => void }) {
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
