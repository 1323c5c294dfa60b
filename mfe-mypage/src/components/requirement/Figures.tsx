import { useIntl } from 'react-intl';
import { CountUp, classNames } from '@smunity/shared-ui';
import './requirement.css';

export interface Figure {
  label: string;
  value: number;
  /** A count of courses or areas ("3개"), not of credits. */
  counted?: boolean;
  /** 필요 학점 and the like: what is still missing, in red. */
  emphasis?: boolean;
}

/** Labelled numbers that count up: 총 기준 학점 130, 총 이수 학점 97, … */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  const intl = useIntl();
  return (
    <dl className="result-figures">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={classNames(
            'result-figures__item',
            figure.emphasis && 'result-figures__item--emphasis',
          )}
        >
          <dt>{figure.label}</dt>
          <dd>
            <CountUp
              value={figure.value}
              format={(value) =>
                figure.counted
                  ? intl.formatMessage({ id: 'mypage.figures.count' }, { count: String(value) })
                  : String(value)
              }
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
