import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@smunity/shared-ui';
import { expectNoUnexpectedCalls, installRoutedApi, ok } from '@smunity/shared-auth/src/testing';
import { renderQna, renderQnaIn } from '../../../testing/renderQna';

afterEach(expectNoUnexpectedCalls);

describe('terms page', () => {
  it('states the terms with the data’s 교육과정 term and timetables from the api, and opens the 검사대상표 from /departments', async () => {
    installRoutedApi({
      'GET /courses/basis/reference': ok({
        curriculumTerm: { year: 2025, semester: '2학기' },
        timetable: {
          ranges: [
            { from: { year: 2017, semester: '1학기' }, to: { year: 2024, semester: '1학기' } },
          ],
          notice: '개설 학기 정보는 2024년 1학기 시간표까지입니다.',
        },
      }),
      'GET /departments': ok({
        count: 1,
        content: [{ college: '융합공과대학', name: '컴퓨터과학전공', code: '03005', count: 42 }],
      }),
    });
    renderQna(ROUTES.QNA_TERMS);

    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
    expect(await screen.findAllByText('2025학년도 2학기')).toHaveLength(2);
    expect(screen.getByText('- 개설 학기 정보는 2024년 1학기 시간표까지입니다.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '검사대상표' }));
    const dialog = screen.getByRole('dialog', { name: '검사대상표' });
    expect(await within(dialog).findByText(/현재 총/)).toHaveTextContent(
      '현재 총 1개 학과 검사 가능',
    );
    expect(within(dialog).getByRole('cell', { name: '42명' })).toBeInTheDocument();
  });
});

describe('terms page in English', () => {
  it('heads the terms and the tab bar in English', async () => {
    installRoutedApi({
      'GET /courses/basis/reference': ok({
        curriculumTerm: { year: 2025, semester: '2학기' },
        timetable: null,
      }),
      'GET /departments': ok({ count: 0, content: [] }),
    });
    await renderQnaIn('en', ROUTES.QNA_TERMS);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of use' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The terms of use of the Sangmyung University graduation check'),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Site information' });
    expect(within(tabs).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
