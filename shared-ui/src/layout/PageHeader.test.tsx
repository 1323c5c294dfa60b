import { render, screen } from '@testing-library/react';
import { PageHeader } from './PageHeader';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';

const inUi = inKorean(UI_CATALOG);

describe('PageHeader', () => {
  it('shows the title as the page heading and the explanatory lines in order', () => {
    render(
      <PageHeader
        title="Q&A 게시판"
        subtitle="상명대 졸업요건 검사 사이트"
        description="Q&A 게시판입니다."
      />,
      { wrapper: inUi },
    );
    const header = screen.getByRole('banner');

    expect(screen.getByRole('heading', { level: 1, name: 'Q&A 게시판' })).toBeInTheDocument();
    expect(Array.from(header.querySelectorAll('p'), (line) => line.textContent)).toEqual([
      '상명대 졸업요건 검사 사이트',
      'Q&A 게시판입니다.',
    ]);
  });

  it('leaves out the lines it is not given', () => {
    render(<PageHeader title="답변 등록" />, { wrapper: inUi });
    expect(screen.getByRole('banner').querySelectorAll('p')).toHaveLength(0);
  });
});
