import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@smunity/shared-ui';

export interface RecommendationButtonProps {
  /** The box's title; it makes the button's name unique on the page. */
  requirementTitle: string;
  onClick: () => void;
}

export function RecommendationButton({ requirementTitle, onClick }: RecommendationButtonProps) {
  const intl = useIntl();
  return (
    <Button
      variant="secondary"
      aria-label={intl.formatMessage(
        { id: 'mypage.result.recommendations.openFor' },
        { requirement: requirementTitle },
      )}
      onClick={onClick}
    >
      <FormattedMessage id="mypage.result.recommendations.open" />
    </Button>
  );
}
