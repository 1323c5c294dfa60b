import { isUnderNavLink } from '../contract/nav-link-rule';

// The rule both the shell's build and its server pick a page's frame by (NavLink's, `end` off).
describe('isUnderNavLink', () => {
  it('is current at the link and below it, whole segments only, whatever the case', () => {
    expect(isUnderNavLink('/qna/terms', '/qna/terms')).toBe(true);
    expect(isUnderNavLink('/qna/terms/2', '/qna/terms')).toBe(true);
    expect(isUnderNavLink('/QNA/Terms', '/qna/terms')).toBe(true);
    expect(isUnderNavLink('/qna/termsx', '/qna/terms')).toBe(false);
    expect(isUnderNavLink('/qna', '/qna/terms')).toBe(false);
  });
});
