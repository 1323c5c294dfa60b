import { screen } from '@testing-library/react';
import { ROUTES } from 'shared-ui';
import { renderQna } from '../../../testing/renderQna';

describe('privacy page', () => {
  it('has the five sections of the policy', () => {
    renderQna(ROUTES.QNA_PRIVACY);

    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      '1. 개인정보 처리 방침이란?',
      '2. 개인정보 수집',
      '3. 개인정보 이용',
      '4. 개인정보 제공',
      '5. 기타',
    ]);
    expect(screen.getByText('회원가입: 이름, 학번, 학과')).toBeInTheDocument();
  });

  it('says when changes take effect: 7 days after posting, 30 days’ notice for significant ones', () => {
    renderQna(ROUTES.QNA_PRIVACY);
    const changes = screen.getByRole('heading', { name: '개인정보 처리 방침이 변경되는 경우' })
      .parentElement as HTMLElement;

    expect(changes).toHaveTextContent('게시한 날로부터 7일 후부터 효력이 발생합니다.');
    expect(changes).toHaveTextContent('최소 30일 전에 미리 알려드리겠습니다.');
  });

  it('gives the contacts for privacy questions and reports', () => {
    renderQna(ROUTES.QNA_PRIVACY);

    expect(screen.getByRole('link', { name: 'hyunmin-choi@naver.com' })).toHaveAttribute(
      'href',
      'mailto:hyunmin-choi@naver.com',
    );
    expect(screen.getByRole('link', { name: '118' })).toHaveAttribute('href', 'tel:118');
    expect(screen.getByRole('link', { name: '1301' })).toHaveAttribute('href', 'tel:1301');
  });
});
