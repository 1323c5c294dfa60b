import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TermsContent, type TermsContentProps } from './TermsContent';
import type { DataBasis, EligibleDepartmentList } from './types';
import { UI_CATALOG } from '../../i18n/catalog';
import { inKorean, inLanguage } from '../../testing/inLanguage';
import { rowsOf, textsOf } from '../../testing/texts';

const inUi = inKorean(UI_CATALOG);

const BASIS: DataBasis = {
  curriculumTerm: { year: 2025, semester: '2학기' },
  timetable: {
    ranges: [
      { from: { year: 2017, semester: '1학기' }, to: { year: 2024, semester: '1학기' } },
      { from: { year: 2026, semester: '1학기' }, to: { year: 2026, semester: '1학기' } },
    ],
    notice: '개설 학기 정보는 2026년 1학기 시간표까지입니다.',
  },
};
const DEPARTMENTS: EligibleDepartmentList = {
  count: 2,
  content: [
    { id: 1, college: '융합공과대학', name: '컴퓨터과학전공', code: '03005', count: 1234 },
    { id: 26, college: '경영경제대학', name: '경영학부', code: '01179', count: 0 },
  ],
};

const never = <T,>() => new Promise<T>(() => {});

function renderTerms(loaders: Partial<TermsContentProps> = {}): TermsContentProps {
  const props: TermsContentProps = {
    loadBasis: jest.fn(() => Promise.resolve(BASIS)),
    loadDepartments: jest.fn(() => Promise.resolve(DEPARTMENTS)),
    ...loaders,
  };
  render(<TermsContent {...props} />, { wrapper: inUi });
  return props;
}

describe('TermsContent', () => {
  // The same six terms in either language, each with the data's 교육과정 term, its timetables,
  // gaps and age (the api's notice stays in the api's language), and the same departments' table.
  const TERMS = {
    ko: {
      term: '2025학년도 2학기',
      items: [
        '현재 검사 가능한 학과는 다음과 같습니다.- 검사대상: 검사대상표',
        '2017학번부터 검사가 가능합니다.',
        '추천 과목 정보는 2025학년도 2학기 기준으로 제공됩니다.' +
          '- 개설 학기: 2017년 1학기–2024년 1학기, 2026년 1학기 시간표' +
          '- 개설 학기 정보는 2026년 1학기 시간표까지입니다.',
        '검사 기준은 2025학년도 2학기 교육과정을 따릅니다.',
        '사용자의 상명대학교 포털 사이트 비밀번호는 재학생 인증과 기이수과목 업데이트에만 사용되며, 저장되지 않습니다.',
        '이 서비스는 상명대학교에서 공식적으로 운영하는 것이 아니므로, 검사 결과의 정확성을 보장하지 않습니다.',
      ],
      majors: '전공 교육과정 (새 창)',
      culture: '교양 교육과정 (새 창)',
      departments: {
        button: '검사대상표',
        intro: '아래 표에 해당하는 학과만 회원가입 가능합니다.',
        count: [/현재 총/, '현재 총 2개 학과 검사 가능'],
        table: '검사대상 학과',
        headers: ['학과', '단과대학', '교육과정', '회원 수'],
        firstRow: ['컴퓨터과학전공', '융합공과대학', '컴퓨터과학전공 교육과정 (새 창)', '1,234명'],
      },
    },
    en: {
      term: '2nd semester 2025',
      items: [
        'The departments that can be checked at present are these:- Eligible: Eligible departments',
        'Checks are available for students who entered in 2017 or later.',
        'Recommended courses are based on the 2nd semester 2025.' +
          '- Semesters offered: from the timetables of 1st semester 2017 – 1st semester 2024, 1st semester 2026' +
          '- 개설 학기 정보는 2026년 1학기 시간표까지입니다.',
        'Checks follow the 2nd semester 2025 curriculum.',
        'Your Sangmyung University portal password is used only to verify that you are enrolled and to update your completed courses, and is never stored.',
        'This service is not run by Sangmyung University, so the accuracy of the check results is not guaranteed.',
      ],
      majors: 'Majors curriculum (opens in a new window)',
      culture: 'General education curriculum (opens in a new window)',
      departments: {
        button: 'Eligible departments',
        intro: 'Only students of the departments in the table below can sign up.',
        count: [/can be checked/, '2 departments can be checked at present'],
        table: 'Eligible departments',
        headers: ['Department', 'College', 'Curriculum', 'Members'],
        firstRow: [
          '컴퓨터과학전공',
          '융합공과대학',
          '컴퓨터과학전공 curriculum (opens in a new window)',
          '1,234 members',
        ],
      },
    },
  } as const;

  async function renderTermsIn(locale: keyof typeof TERMS): Promise<void> {
    render(
      <TermsContent loadBasis={async () => BASIS} loadDepartments={async () => DEPARTMENTS} />,
      { wrapper: await inLanguage(UI_CATALOG, locale) },
    );
    expect(await screen.findAllByText(TERMS[locale].term)).toHaveLength(2);
  }

  it.each(['ko', 'en'] as const)(
    'states the six terms with the data’s 교육과정 term and its timetables, gaps and age (%s)',
    async (locale) => {
      await renderTermsIn(locale);

      const { items, majors, culture } = TERMS[locale];
      const listItems = screen.getAllByRole('listitem');
      expect(listItems).toHaveLength(items.length);
      items.forEach((text, index) => expect(listItems[index]).toHaveTextContent(text));
      expect(screen.getByRole('link', { name: majors })).toHaveAttribute(
        'href',
        'https://www.smu.ac.kr/kor/life/curriculum.do',
      );
      expect(screen.getByRole('link', { name: culture })).toHaveAttribute(
        'href',
        'https://www.smu.ac.kr/smgs/curriculum/culture1.do',
      );
    },
  );

  it('in Korean, says nothing of a binding text before the terms', async () => {
    await renderTermsIn('ko');

    // The Korean terms are the binding text: nothing before them says otherwise.
    expect(screen.queryByText(/binding|효력/)).not.toBeInTheDocument();
  });

  it('in English, says first that the Korean terms bind', async () => {
    await renderTermsIn('en');

    expect(
      screen.getByText(
        'This English text is a translation for reference: the Korean terms of use are the binding text.',
      ),
    ).toBeInTheDocument();
  });

  it.each(['ko', 'en'] as const)(
    'lists the eligible departments with their curriculum on request (%s)',
    async (locale) => {
      await renderTermsIn(locale);
      const { button, intro, count, table: name, headers, firstRow } = TERMS[locale].departments;

      await userEvent.click(screen.getByRole('button', { name: button }));

      const dialog = screen.getByRole('dialog', { name: button });
      expect(dialog).toHaveTextContent(intro);
      expect(await within(dialog).findByText(count[0])).toHaveTextContent(count[1]);
      const table = within(dialog).getByRole('table', { name });
      expect(textsOf(table, 'columnheader')).toEqual(headers);
      expect(rowsOf(table)[0]).toEqual(firstRow);
    },
  );

  it('keeps the sentences readable while the term loads and when it cannot be loaded', async () => {
    let failLoad: (reason: Error) => void = () => {};
    renderTerms({
      loadBasis: jest.fn(() => new Promise<DataBasis>((_resolve, reject) => (failLoad = reject))),
    });
    const termSentences = () => screen.getAllByRole('listitem').slice(2, 4);

    expect(termSentences()[0]).toHaveTextContent('추천 과목 정보는 현재 학기 기준으로 제공됩니다.');
    await act(async () => failLoad(new Error('down')));

    expect(termSentences()[0]).toHaveTextContent('추천 과목 정보는 현재 학기 기준으로 제공됩니다.');
    expect(termSentences()[1]).toHaveTextContent('검사 기준은 현재 학기 교육과정을 따릅니다.');
  });

  it('loads the departments only when the 검사대상표 is opened, and links each curriculum', async () => {
    const { loadDepartments } = renderTerms();
    expect(loadDepartments).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '검사대상표' }));

    const dialog = screen.getByRole('dialog', { name: '검사대상표' });
    const table = await within(dialog).findByRole('table', { name: '검사대상 학과' });
    expect(within(table).getByRole('link', { name: '경영학부 교육과정 (새 창)' })).toHaveAttribute(
      'href',
      'https://www.smu.ac.kr/_custom/smu/_app/curriculum.do?srSust=01179&srShyr=all',
    );
    expect(loadDepartments).toHaveBeenCalledTimes(1);

    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '검사대상표' })).toHaveFocus();
  });

  it('says so when the departments cannot be loaded, and tries again on request', async () => {
    let failFirstLoad: (reason: Error) => void = () => {};
    const loadDepartments = jest
      .fn<Promise<EligibleDepartmentList>, [AbortSignal]>()
      .mockReturnValueOnce(new Promise((_resolve, reject) => (failFirstLoad = reject)))
      .mockResolvedValueOnce(DEPARTMENTS);
    renderTerms({ loadBasis: jest.fn(never<DataBasis>), loadDepartments });

    await userEvent.click(screen.getByRole('button', { name: '검사대상표' }));
    const dialog = screen.getByRole('dialog', { name: '검사대상표' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('학과 목록을 불러오는 중…');
    failFirstLoad(new Error('down'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '학과 목록을 불러오지 못했습니다.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: '다시 시도' }));

    expect(await within(dialog).findByRole('table', { name: '검사대상 학과' })).toBeInTheDocument();
    expect(loadDepartments).toHaveBeenCalledTimes(2);
  });

  it('aborts the load when the terms go away before it answers', () => {
    const loadBasis = jest.fn(never<DataBasis>);
    const { unmount } = render(<TermsContent loadBasis={loadBasis} loadDepartments={jest.fn()} />, {
      wrapper: inUi,
    });
    const [signal] = loadBasis.mock.calls[0] as unknown as [AbortSignal];

    unmount();

    expect(signal.aborted).toBe(true);
  });
});
