import english from '../messages/en.json';
import korean from '../messages/ko.json';
import { describeCatalogs, placeholders } from './catalogChecks';

describeCatalogs('shared-ui', { ko: korean, en: english });

describe('placeholders', () => {
  it('tells a message whose placeholders differ', () => {
    expect(placeholders('총 회원 수 {count}명')).toEqual(['count']);
    expect(placeholders('{n, plural, one {# {what}} other {# {what}s}}')).toEqual(['n', 'what']);
    expect(placeholders('<b>{name}</b> 님')).toEqual(['b', 'name']);
    expect(placeholders('Members in total')).toEqual([]);
  });
});
