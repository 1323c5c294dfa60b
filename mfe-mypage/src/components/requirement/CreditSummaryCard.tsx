import type { Credit } from '@smunity/api-contract';
import { DonutChart } from '@smunity/shared-ui';
import { Card, Panel } from '../Panel';
import { Figures, type Figure } from './Figures';
import type { Verdict } from './requirements';
import { RequirementVerdict } from './RequirementVerdict';
import './requirement.css';

/** The credit summary without whose it is (the shared result shows no 학번). */
export type CreditFigures = Omit<Credit, 'username' | 'name'>;

/** 전공 for a single major; 1전공 and 다전공 for a double major. */
function majorFigures(credit: CreditFigures): Figure[] {
  if (!credit.isDoubleMajor) return [{ label: '전공', value: credit.major }];
  return [
    { label: '1전공', value: credit.major },
    { label: '다전공', value: credit.secondMajor ?? 0 },
  ];
}

export interface CreditSummaryCardProps {
  credit: CreditFigures;
  /** Beside the title: "{학번} {이름}" on the result page, the name (if shared) on a shared one. */
  member?: string | null;
  /**
   * 기준 학점을 만족했습니다 / N 학점이 부족합니다: a single major's result has no other 이수학점
   * box, so the summary says it (a phone would otherwise show the same totals twice).
   */
  verdict?: Verdict;
}

/** "이수학점 {학번} {이름}": every credit by where it counted, and the overall completion. */
export function CreditSummaryCard({ credit, member, verdict }: CreditSummaryCardProps) {
  return (
    <Card className="result-summary">
      <Panel
        title={
          member ? (
            <>
              이수학점 <span className="result-summary__member">{member}</span>
            </>
          ) : (
            '이수학점'
          )
        }
      >
        <div className="result-summary__body">
          <DonutChart percent={credit.completion} label="졸업 이수율" size={160} />
          <Figures
            figures={[
              { label: '총 기준 학점', value: credit.total },
              { label: '총 이수 학점', value: credit.completed },
              ...majorFigures(credit),
              { label: '교양', value: credit.culture },
              { label: '일반', value: credit.etc },
              { label: '필요 학점', value: credit.required, emphasis: credit.required > 0 },
            ]}
          />
        </div>
        {verdict === undefined ? null : <RequirementVerdict verdict={verdict} />}
      </Panel>
    </Card>
  );
}
