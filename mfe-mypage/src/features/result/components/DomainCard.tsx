import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DomainResult } from '../api/graduationResult';
import { domainLabel } from '../../../components/requirement/labels';
import { domainUnit, domainVerdict } from '../../../components/requirement/requirements';
import { BasicCultureModal } from './BasicCultureModal';
import { DomainStatusModal } from './DomainStatusModal';
import { RecommendationButton } from './RecommendationButton';
import { domainFigures, RequirementCard } from '../../../components/requirement/RequirementCard';

/** A 교양 domain box: how many courses (기초교양) or areas are required and done. */
export function DomainCard({ domain, result }: DomainResult) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const intl = useIntl();
  const label = domainLabel(intl, domain);
  const unit = domainUnit(domain);
  const verdict = domainVerdict(intl, domain, result.completed);
  const modalProps = {
    open: detailsOpen,
    onClose: () => setDetailsOpen(false),
    result,
    verdict,
  };

  return (
    <RequirementCard
      title={label}
      figures={domainFigures(intl, unit, result.status)}
      completion={result.status.completion}
      verdict={verdict}
      action={
        <>
          <RecommendationButton requirementTitle={label} onClick={() => setDetailsOpen(true)} />
          {domain === 'BASIC' ? (
            <BasicCultureModal {...modalProps} />
          ) : (
            <DomainStatusModal {...modalProps} label={label} />
          )}
        </>
      }
    />
  );
}
