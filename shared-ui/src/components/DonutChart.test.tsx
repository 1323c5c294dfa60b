import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DonutChart, formatPercent } from './DonutChart';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';

const inUi = inKorean(UI_CATALOG);

describe('DonutChart', () => {
  it('names the chart with its label and percentage', () => {
    render(<DonutChart percent={83.456} label="전공 이수율" />, { wrapper: inUi });
    expect(screen.getByRole('img', { name: '전공 이수율 83.5%' })).toBeInTheDocument();
  });

  it('clamps the value into 0–100', () => {
    render(<DonutChart percent={130} label="교양 이수율" />, { wrapper: inUi });
    expect(screen.getByRole('img', { name: '교양 이수율 100%' })).toBeInTheDocument();
  });

  it("draws the share of the ring from 12 o'clock, at its size, with no style attribute", () => {
    const InUi = inUi;
    const markup = renderToString(
      <InUi>
        <DonutChart percent={75} label="교양 이수율" size={104} />
      </InUi>,
    );
    expect(markup).toContain('width="104" height="104"');
    expect(markup).toContain('stroke-dasharray="75 25" stroke-dashoffset="25"');
    expect(markup).toContain('>75%</text>');
    // A server-rendered page's CSP refuses style attributes.
    expect(markup).not.toContain('style=');
  });

  it('formats whole and fractional percentages', () => {
    expect(formatPercent(75)).toBe('75%');
    expect(formatPercent(0.25)).toBe('0.3%');
  });
});
