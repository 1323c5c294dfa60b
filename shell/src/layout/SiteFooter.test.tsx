import { copyrightLine } from './SiteFooter';

describe('the footer line', () => {
  it('reads "© {year} SMUNITY · {version} ({commit})"', () => {
    expect(copyrightLine(2026, '0.1.0', 'abc1234')).toBe('© 2026 SMUNITY · 0.1.0 (abc1234)');
  });

  it('says "unknown" for the commit of a build that had none (here: not built by webpack)', () => {
    expect(copyrightLine(2026, '0.1.0')).toBe('© 2026 SMUNITY · 0.1.0 (unknown)');
  });
});
