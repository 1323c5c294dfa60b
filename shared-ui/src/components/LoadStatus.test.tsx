import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Loadable } from '../hooks/useAsyncData';
import { AsyncContent } from './LoadStatus';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';

const inUi = inKorean(UI_CATALOG);

function renderContent(state: Loadable<string>, reload = jest.fn()) {
  render(
    <AsyncContent
      data={{ state, reload }}
      loadingMessage="목록을 불러오는 중…"
      failureMessage={(error) => `목록을 불러오지 못했습니다. ${String(error)}`}
    >
      {(data) => <p>{data}</p>}
    </AsyncContent>,
    { wrapper: inUi },
  );
  return reload;
}

describe('AsyncContent', () => {
  it('announces the loading line', () => {
    renderContent({ status: 'loading' });

    expect(screen.getByRole('status')).toHaveTextContent('목록을 불러오는 중…');
  });

  it('says "불러오는 중…" when no loading line is given', () => {
    render(
      <AsyncContent
        data={{ state: { status: 'loading' }, reload: jest.fn() }}
        failureMessage="실패"
      >
        {() => null}
      </AsyncContent>,
      { wrapper: inUi },
    );

    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중…');
  });

  it('alerts a failure made from the error, and 다시 시도 reloads', async () => {
    const reload = renderContent({ status: 'error', error: '서버 에러' });

    expect(screen.getByRole('alert')).toHaveTextContent('목록을 불러오지 못했습니다. 서버 에러');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the content once the data is ready, and nothing else', () => {
    renderContent({ status: 'ready', data: '첫 질문' });

    expect(screen.getByText('첫 질문')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the request id of a failure that names one, small, as "오류 번호"', () => {
    const error = Object.assign(new Error('서버 에러'), { requestId: 'b1c2d3e4-0001' });
    renderContent({ status: 'error', error });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('오류 번호: b1c2d3e4-0001');
    expect(screen.getByText('오류 번호: b1c2d3e4-0001').tagName).toBe('SMALL');
  });

  it('shows no 오류 번호 for a failure without a request id', () => {
    renderContent({ status: 'error', error: new Error('network') });

    expect(screen.getByRole('alert')).not.toHaveTextContent('오류 번호');
  });
});
