import { useState } from 'react';
import type { DomainResult } from '../api/graduationResult';
import {
  DOMAIN_LABEL,
  domainUnit,
  domainVerdict,
} from '../../../components/requirement/requirements';
import { BasicCultureModal } from './BasicCultureModal';
import { DomainStatusModal } from './DomainStatusModal';
import { RecommendationButton } from './RecommendationButton';
import { domainFigures, RequirementCard } from '../../../components/requirement/RequirementCard';

/** A 교양 domain box: how many courses (기초교양) or areas are required and done. */
export function DomainCard({ domain, result }: DomainResult) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const label = DOMAIN_LABEL[domain];
  const unit = domainUnit(domain);
  const verdict = domainVerdict(domain, result.completed);
  const modalProps = {
    open: detailsOpen,
    onClose: () => setDetailsOpen(false),
    result,
    verdict,
  };

  return (
    <RequirementCard
      title={label}
      figures={domainFigures(unit, result.status)}
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
