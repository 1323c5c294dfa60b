import type { ReactNode } from 'react';
import { DonutChart } from '@smunity/shared-ui';
import { Card, Panel } from '../Panel';
import type { Verdict } from './requirements';
import { Figures, type Figure } from './Figures';
import { RequirementVerdict } from './RequirementVerdict';
import './requirement.css';

export interface RequirementCardProps {
  title: string;
  figures: readonly Figure[];
  /** Percent shown in the donut. */
  completion: number;
  verdict: Verdict;
  /** "추천 과목 보기" and its modal. */
  action?: ReactNode;
  className?: string;
}

/** One requirement of the result page: its figures, a completion donut and the verdict. */
export function RequirementCard({
  title,
  figures,
  completion,
  verdict,
  action,
  className,
}: RequirementCardProps) {
  return (
    <Card className={className}>
      <Panel title={title} actions={action}>
        <div className="result-requirement">
          <Figures figures={figures} />
          <DonutChart percent={completion} label={`${title} 이수율`} size={104} />
        </div>
        <RequirementVerdict verdict={verdict} />
      </Panel>
    </Card>
  );
}

/** 총 기준 학점 / 총 이수 학점 / 필요 학점 of a credit requirement; nothing missing is not shown in red. */
export function creditFigures(status: {
  total: number;
  completed: number;
  required: number;
}): Figure[] {
  return [
    { label: '총 기준 학점', value: status.total },
    { label: '총 이수 학점', value: status.completed },
    { label: '필요 학점', value: status.required, emphasis: status.required > 0 },
  ];
}

/** 기준/이수/필요 과목 (기초교양) or 영역 (핵심, 균형) of a 교양 domain, counted in 개. */
export function domainFigures(
  unit: '과목' | '영역',
  status: { total: number; completed: number; required: number },
): Figure[] {
  return [
    { label: `기준 ${unit}`, value: status.total, unit: '개' },
    { label: `이수 ${unit}`, value: status.completed, unit: '개' },
    { label: `필요 ${unit}`, value: status.required, unit: '개', emphasis: status.required > 0 },
  ];
}
