import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Tabs } from './Tabs';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';

const inUi = inKorean(UI_CATALOG);

const items = [
  { to: '/qna/terms', label: '이용약관' },
  { to: '/qna/privacy', label: '개인정보처리방침' },
  { to: '/qna/questions', label: 'Q&A 게시판' },
];

describe('Tabs', () => {
  it('marks only the tab of the current page with aria-current', () => {
    render(
      <MemoryRouter initialEntries={['/qna/privacy']}>
        <Tabs label="이용안내" items={items} />
      </MemoryRouter>,
      { wrapper: inUi },
    );

    expect(screen.getByRole('navigation', { name: '이용안내' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: '이용약관' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Q&A 게시판' })).not.toHaveAttribute('aria-current');
  });

  it('keeps a section tab current on its sub-pages', () => {
    render(
      <MemoryRouter initialEntries={['/qna/questions/7']}>
        <Tabs label="이용안내" items={items} />
      </MemoryRouter>,
      { wrapper: inUi },
    );

    expect(screen.getByRole('link', { name: 'Q&A 게시판' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
