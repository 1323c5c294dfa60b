import { CountUp, classNames } from '@smunity/shared-ui';
import './requirement.css';

export interface Figure {
  label: string;
  value: number;
  /** Shown after the number, e.g. "개". */
  unit?: string;
  /** 필요 학점 and the like: what is still missing, in red. */
  emphasis?: boolean;
}

/** Labelled numbers that count up: 총 기준 학점 130, 총 이수 학점 97, … */
export function Figures({ figures }: { figures: readonly Figure[] }) {
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
            <CountUp value={figure.value} format={(value) => `${value}${figure.unit ?? ''}`} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
