import type { Credit } from 'api-contract';
import { DonutChart } from 'shared-ui';
import { Card, Panel } from '../../../components/Panel';
import { Figures, type Figure } from './Figures';
import './result.css';

/** 전공 for a single major; 1전공 and 다전공 for a double major. */
function majorFigures(credit: Credit): Figure[] {
  if (!credit.isDoubleMajor) return [{ label: '전공', value: credit.major }];
  return [
    { label: '1전공', value: credit.major },
    { label: '다전공', value: credit.secondMajor ?? 0 },
  ];
}

/** "이수학점 {학번} {이름}": every credit by where it counted, and the overall completion. */
export function CreditSummaryCard({ credit }: { credit: Credit }) {
  return (
    <Card className="result-summary">
      <Panel
        title={
          <>
            이수학점{' '}
            <span className="result-summary__member">
              {credit.username} {credit.name}
            </span>
          </>
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
              { label: '필요 학점', value: credit.required, emphasis: true },
            ]}
          />
        </div>
      </Panel>
    </Card>
  );
}
