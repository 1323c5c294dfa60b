import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';
import { expectNotFoundNotice } from '../testing/notFound';
import { NotFoundNotice } from './NotFoundNotice';

const inUi = inKorean(UI_CATALOG);

describe('NotFoundNotice', () => {
  it('says an unknown address is not found, in the title too, and leads home', () => {
    render(
      <MemoryRouter>
        <NotFoundNotice />
      </MemoryRouter>,
      { wrapper: inUi },
    );
    expectNotFoundNotice();
  });

  it('names the thing that is missing when told, with a way besides home', () => {
    render(
      <MemoryRouter>
        <NotFoundNotice title="질문을 찾을 수 없습니다" message="삭제된 질문입니다.">
          <li>질문 목록</li>
        </NotFoundNotice>
      </MemoryRouter>,
      { wrapper: inUi },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: '질문을 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByText('삭제된 질문입니다.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '질문 목록',
      '홈으로 돌아가기',
    ]);
  });
});
