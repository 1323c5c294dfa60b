import { Button } from '@smunity/shared-ui';

export interface RecommendationButtonProps {
  /** The box's title; it makes the button's name unique on the page. */
  requirementTitle: string;
  onClick: () => void;
}

export function RecommendationButton({ requirementTitle, onClick }: RecommendationButtonProps) {
  return (
    <Button variant="secondary" aria-label={`${requirementTitle} 추천 과목 보기`} onClick={onClick}>
      추천 과목 보기
    </Button>
  );
}
