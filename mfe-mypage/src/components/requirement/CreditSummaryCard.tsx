import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Credit } from '@smunity/api-contract';
import { DonutChart } from '@smunity/shared-ui';
import { Card, Panel } from '../Panel';
import { Figures, type Figure } from './Figures';
import { categoryLabel } from './labels';
import type { Verdict } from './requirements';
import { RequirementVerdict } from './RequirementVerdict';
import './requirement.css';

/** The credit summary without whose it is (the shared result shows no 학번). */
export type CreditFigures = Omit<Credit, 'username' | 'name'>;

/** 전공 for a single major; 1전공 and 다전공 for a double major. */
function majorFigures(intl: IntlShape, credit: CreditFigures): Figure[] {
  if (!credit.isDoubleMajor) {
    return [{ label: intl.formatMessage({ id: 'mypage.summary.major' }), value: credit.major }];
  }
  return [
    { label: categoryLabel(intl, 'FIRST_MAJOR'), value: credit.major },
    { label: categoryLabel(intl, 'SECOND_MAJOR'), value: credit.secondMajor ?? 0 },
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
  const intl = useIntl();
  const figure = (id: string, value: number) => ({
    label: intl.formatMessage({ id: `mypage.figures.${id}` }),
    value,
  });
  return (
    <Card className="result-summary">
      <Panel
        title={
          member ? (
            <FormattedMessage
              id="mypage.summary.titleOf"
              values={{ member: <span className="result-summary__member">{member}</span> }}
            />
          ) : (
            intl.formatMessage({ id: 'mypage.summary.title' })
          )
        }
      >
        <div className="result-summary__body">
          <DonutChart
            percent={credit.completion}
            label={intl.formatMessage({ id: 'mypage.summary.completion' })}
            size={160}
          />
          <Figures
            figures={[
              figure('totalCredits', credit.total),
              figure('completedCredits', credit.completed),
              ...majorFigures(intl, credit),
              { label: categoryLabel(intl, 'CULTURE'), value: credit.culture },
              { label: categoryLabel(intl, 'ETC'), value: credit.etc },
              { ...figure('requiredCredits', credit.required), emphasis: credit.required > 0 },
            ]}
          />
        </div>
        {verdict === undefined ? null : <RequirementVerdict verdict={verdict} />}
      </Panel>
    </Card>
  );
}
