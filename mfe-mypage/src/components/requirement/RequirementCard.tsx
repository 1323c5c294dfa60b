import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { DonutChart } from '@smunity/shared-ui';
import { Card, Panel } from '../Panel';
import type { DomainUnit, Verdict } from './requirements';
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
  const intl = useIntl();
  return (
    <Card className={className}>
      <Panel title={title} actions={action}>
        <div className="result-requirement">
          <Figures figures={figures} />
          <DonutChart
            percent={completion}
            label={intl.formatMessage({ id: 'mypage.requirement.completion' }, { title })}
            size={104}
          />
        </div>
        <RequirementVerdict verdict={verdict} />
      </Panel>
    </Card>
  );
}

/** 총 기준 학점 / 총 이수 학점 / 필요 학점 of a credit requirement; nothing missing is not shown in red. */
export function creditFigures(
  intl: IntlShape,
  status: { total: number; completed: number; required: number },
): Figure[] {
  return [
    { label: intl.formatMessage({ id: 'mypage.figures.totalCredits' }), value: status.total },
    {
      label: intl.formatMessage({ id: 'mypage.figures.completedCredits' }),
      value: status.completed,
    },
    {
      label: intl.formatMessage({ id: 'mypage.figures.requiredCredits' }),
      value: status.required,
      emphasis: status.required > 0,
    },
  ];
}

/** 기준/이수/필요 과목 (기초교양) or 영역 (핵심, 균형) of a 교양 domain, counted in 개. */
export function domainFigures(
  intl: IntlShape,
  unit: DomainUnit,
  status: { total: number; completed: number; required: number },
): Figure[] {
  const label = (figure: string) => intl.formatMessage({ id: `mypage.figures.${figure}.${unit}` });
  return [
    { label: label('total'), value: status.total, counted: true },
    { label: label('completed'), value: status.completed, counted: true },
    {
      label: label('required'),
      value: status.required,
      counted: true,
      emphasis: status.required > 0,
    },
  ];
}
