import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CategoryResult } from '../api/graduationResult';
import { categoryLabel } from '../../../components/requirement/labels';
import {
  creditVerdict,
  hasMajorRecommendations,
} from '../../../components/requirement/requirements';
import { MajorRecommendationModal } from './MajorRecommendationModal';
import { RecommendationButton } from './RecommendationButton';
import { creditFigures, RequirementCard } from '../../../components/requirement/RequirementCard';

/** A credit category box (전공심화, 전공선택, 1전공, 다전공, 교양). */
export function CategoryCard({ category, result }: CategoryResult) {
  const [recommendationsOpen, setRecommendationsOpen] = useState(false);
  const intl = useIntl();
  const label = categoryLabel(intl, category);
  const verdict = creditVerdict(intl, result.completed, result.status);

  return (
    <RequirementCard
      title={label}
      figures={creditFigures(intl, result.status)}
      completion={result.status.completion}
      verdict={verdict}
      action={
        hasMajorRecommendations(category) ? (
          <>
            <RecommendationButton
              requirementTitle={label}
              onClick={() => setRecommendationsOpen(true)}
            />
            <MajorRecommendationModal
              open={recommendationsOpen}
              onClose={() => setRecommendationsOpen(false)}
              category={category}
              label={label}
              verdict={verdict}
            />
          </>
        ) : undefined
      }
    />
  );
}
