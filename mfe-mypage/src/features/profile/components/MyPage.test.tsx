import type { Course, MemberInfo } from '@smunity/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PORTAL_TIMEOUT_MS, setMember } from '@smunity/shared-auth';
import {
  installRoutedApi,
  MEMBER as MEMBER_SESSION,
  noContent,
  ok,
  resetSession,
  sessionSnapshot,
  subscribeToSession,
  type FakeReply,
  type RecordedCall,
  type ReplyTable,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { aMember } from '../../../testing/members';
import {
  HOME_STAND_IN,
  renderMypageArea,
  renderMypageAreaIn,
} from '../../../testing/renderMypageArea';
import { textsOf } from '@smunity/shared-ui/src/testing/texts';

const MEMBER = aMember();

const COURSES: Course[] = [
  {
    id: 1,
    year: '2019',
    semester: '1학기',
    number: 'HALR1032',
    name: '사고와표현',
    type: '교필',
    domain: '기초교양-사고와표현',
    category: 'CULTURE',
    subDomain: 'BASIC_ACCIDENT',
    credit: 3,
  },
  {
    id: 2,
    year: '2019',
    semester: '1학기',
    number: 'HAEA9237',
    name: '컴퓨터수학',
    type: '1전선',
    domain: '*',
    category: 'MAJOR_OPTIONAL',
    subDomain: null,
    credit: 3,
  },
];

function courseList(courses: Course[]): FakeReply {
  const completed = courses.reduce((sum, course) => sum + course.credit, 0);
  return ok({
    completed: completed >= 130,
    status: { total: 130, completed, required: Math.max(0, 130 - completed), completion: 0 },
    count: courses.length,
    content: courses,
  });
}

function serve(member: MemberInfo, courses: Course[], extra: ReplyTable = {}): RecordedCall[] {
  return installRoutedApi({
    'GET /members/me': ok(member),
    'GET /courses': courseList(courses),
    // "로그인 기기" (features/sessions, tested there)
    'GET /members/me/sessions': ok({ count: 0, content: [] }),
    // "알림 메일" (features/mail-settings, tested there)
    'GET /members/me/mail-settings': ok({ email: null, answerMail: true }),
    // What the result page asks for when a test lands there: it may stay loading.
    'GET /courses/credit': () => new Promise<FakeReply>(() => {}),
    ...extra,
  }).calls;
}

async function renderMyPage() {
  renderMypageArea(ROUTES.MYPAGE);
  await screen.findByRole('table', { name: '내 정보' });
  await screen.findByRole('table', { name: '내 기이수과목' });
}

const alert = jest.spyOn(window, 'alert');
const confirm = jest.spyOn(window, 'confirm');

beforeEach(() => {
  alert.mockReset().mockImplementation(() => {});
  confirm.mockReset();
  setMember(MEMBER_SESSION);
});

afterEach(() => resetSession());

/** The calls that revoke the session on the api (logout). */
function logoutCalls(calls: RecordedCall[]) {
  return calls.filter((call) => call.method === 'POST' && call.url === '/accounts/logout');
}

function infoCell(header: string): HTMLElement {
  const table = screen.getByRole('table', { name: '내 정보' });
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr');
  if (!row) throw new Error(`no row ${header}`);
  return within(row).getByRole('cell');
}

function courseCalls(calls: RecordedCall[]) {
  return calls.filter((call) => call.url === '/courses' && call.method === 'GET');
}

describe('my page: 내 정보', () => {
  it('shows 이름, 학번, the department linking to its curriculum, and no 다전공 row for a single major', async () => {
    serve(MEMBER, COURSES);
    await renderMyPage();

    expect(screen.getByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    expect(infoCell('이름')).toHaveTextContent('김상명');
    expect(infoCell('학번')).toHaveTextContent('201910101');
    expect(within(infoCell('학과')).getByRole('link', { name: /컴퓨터과학전공/ })).toHaveAttribute(
      'href',
      'https://www.smu.ac.kr/_custom/smu/_app/curriculum.do?srSust=03005&srShyr=all',
    );
    expect(screen.queryByRole('rowheader', { name: '다전공' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '이수 면제' })).toHaveDisplayValue('해당없음');
  });

  it('shows the second major with its curriculum link', async () => {
    serve(
      {
        ...MEMBER,
        secondDepartment: '컴퓨터과학전공',
        secondDeptCode: '03005',
        department: '경영학부',
      },
      COURSES,
    );
    await renderMyPage();

    expect(
      within(infoCell('다전공')).getByRole('link', { name: /컴퓨터과학전공/ }),
    ).toHaveAttribute('href', expect.stringContaining('srSust=03005'));
  });

  it('saves the exemption as soon as it is chosen, sending null for 해당없음', async () => {
    const calls = serve({ ...MEMBER, exemption: 'FOREIGN' }, COURSES, {
      'PATCH /members/me/exemption': (call) =>
        ok({ ...MEMBER, exemption: (call.body as { exemption: string | null }).exemption }),
    });
    await renderMyPage();
    const select = screen.getByRole('combobox', { name: '이수 면제' });
    expect(select).toHaveDisplayValue('외국인특별전형');

    await userEvent.selectOptions(select, '해당없음');

    await waitFor(() => expect(alert).toHaveBeenCalledWith('업데이트 되었습니다.'));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ url: '/members/me/exemption', body: { exemption: null } }),
    ]);
    expect(select).toHaveDisplayValue('해당없음');

    await userEvent.selectOptions(select, '편입생');
    await waitFor(() => expect(select).toHaveDisplayValue('편입생'));
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      exemption: 'TRANSFER',
    });
  });

  it('lets a member of an editable department switch tracks', async () => {
    const editable = { ...MEMBER, department: '핀테크전공', deptCode: '03205', deptEditable: true };
    const calls = serve(editable, COURSES, {
      'GET /departments/editable': ok({
        count: 3,
        content: [
          { id: 7, name: '핀테크전공', isEditable: true },
          { id: 8, name: '빅데이터융합전공', isEditable: true },
          { id: 9, name: '스마트생산전공', isEditable: true },
        ],
      }),
      'PATCH /members/me/department': ok({
        ...editable,
        department: '빅데이터융합전공',
        deptCode: '03206',
      }),
    });
    await renderMyPage();

    const select = await screen.findByRole('combobox', { name: '학과' });
    expect(select).toHaveDisplayValue('핀테크전공');
    await userEvent.selectOptions(select, '빅데이터융합전공');

    await waitFor(() => expect(alert).toHaveBeenCalledWith('학과가 업데이트 되었습니다.'));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/members/me/department',
      body: { departmentId: 8 },
    });
    expect(select).toHaveDisplayValue('빅데이터융합전공');
  });

  it('keeps the department when the api refuses the change, and says why', async () => {
    const editable = { ...MEMBER, department: '핀테크전공', deptEditable: true };
    serve(editable, COURSES, {
      'GET /departments/editable': ok({
        count: 2,
        content: [
          { id: 7, name: '핀테크전공', isEditable: true },
          { id: 1, name: '컴퓨터과학전공', isEditable: false },
        ],
      }),
      'PATCH /members/me/department': {
        status: 400,
        data: { code: 'MEMBER003', message: '수정할 수 없는 학과 입니다.' },
      },
    });
    await renderMyPage();

    const select = await screen.findByRole('combobox', { name: '학과' });
    await userEvent.selectOptions(select, '컴퓨터과학전공');

    await waitFor(() => expect(alert).toHaveBeenCalledWith('수정할 수 없는 학과 입니다.'));
    expect(select).toHaveDisplayValue('핀테크전공');
  });

  it('refreshes the profile from the portal, which also clears the stored courses', async () => {
    let courses = COURSES;
    const calls = serve(MEMBER, COURSES, {
      'GET /courses': () => courseList(courses),
      'PUT /members/me': () => {
        courses = [];
        return ok({ ...MEMBER, name: '김상명2' });
      },
    });
    await renderMyPage();

    await userEvent.click(screen.getByRole('button', { name: '내 정보 업데이트' }));
    const dialog = screen.getByRole('dialog', { name: '내 정보 업데이트' });
    await userEvent.type(within(dialog).getByLabelText('샘물 비밀번호'), 'portal-pw');
    await userEvent.click(within(dialog).getByRole('button', { name: '인증하기' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('회원 정보가 업데이트 되었습니다.'));
    expect(calls.find((call) => call.method === 'PUT')).toEqual(
      expect.objectContaining({
        url: '/members/me',
        body: { username: '201910101', password: 'portal-pw' },
        timeout: PORTAL_TIMEOUT_MS,
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(infoCell('이름')).toHaveTextContent('김상명2');
    expect(await screen.findByText('기이수과목을 업데이트해주세요.')).toBeInTheDocument();
    expect(courseCalls(calls)).toHaveLength(2);
  });

  it('says so and offers a retry when the profile cannot be loaded', async () => {
    let failing = true;
    serve(MEMBER, COURSES, {
      'GET /members/me': () =>
        failing
          ? { status: 404, data: { code: 'MEMBER002', message: '해당 사용자가 없습니다.' } }
          : ok(MEMBER),
    });
    renderMypageArea(ROUTES.MYPAGE);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '내 정보 불러오기에 실패했습니다. 해당 사용자가 없습니다.',
    );
    expect(screen.getByRole('button', { name: '졸업요건 검사하기' })).toBeDisabled();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: '내 정보' })).toBeInTheDocument();
  });
});

describe('my page: 비밀번호 변경', () => {
  async function openPasswordModal() {
    await renderMyPage();
    await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
    return screen.getByRole('dialog', { name: '비밀번호 변경' });
  }

  it('asks for the current and both new passwords, then for matching ones, before calling the api', async () => {
    const calls = serve(MEMBER, COURSES);
    const dialog = await openPasswordModal();
    const submit = within(dialog).getByRole('button', { name: '변경하기' });

    await userEvent.type(within(dialog).getByLabelText('새 비밀번호'), 'new-password-1');
    await userEvent.type(within(dialog).getByLabelText('비밀번호 재확인'), 'new-password-1');
    await userEvent.click(submit);
    expect(alert).toHaveBeenLastCalledWith('비밀번호를 입력해주세요.');
    await userEvent.clear(within(dialog).getByLabelText('비밀번호 재확인'));

    await userEvent.type(within(dialog).getByLabelText('현재 비밀번호'), 'old-password-1');
    await userEvent.click(submit);
    expect(alert).toHaveBeenLastCalledWith('비밀번호를 입력해주세요.');

    await userEvent.type(within(dialog).getByLabelText('비밀번호 재확인'), 'new-password-2');
    await userEvent.click(submit);
    expect(alert).toHaveBeenLastCalledWith('비밀번호가 일치하지 않습니다.');

    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('changes the password, says so and logs the member out', async () => {
    const calls = serve(MEMBER, COURSES, {
      'PATCH /members/me/password': ok(MEMBER),
      'POST /accounts/logout': noContent,
    });
    const dialog = await openPasswordModal();

    await userEvent.type(within(dialog).getByLabelText('현재 비밀번호'), 'old-password-1');
    await userEvent.type(within(dialog).getByLabelText('새 비밀번호'), 'new-password-1');
    await userEvent.type(within(dialog).getByLabelText('비밀번호 재확인'), 'new-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: '변경하기' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: HOME_STAND_IN }),
    ).toBeInTheDocument();
    expect(sessionSnapshot().member).toBeNull();
    expect(logoutCalls(calls)).toEqual([expect.objectContaining({ body: {} })]);
    expect(alert).toHaveBeenCalledWith('비밀번호가 변경되었습니다.');
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/members/me/password',
      body: { password: 'new-password-1', currentPassword: 'old-password-1' },
    });
  });

  it('says so and stays logged in when the current password is wrong', async () => {
    const calls = serve(MEMBER, COURSES, {
      'PATCH /members/me/password': {
        status: 400,
        data: {
          code: 'ACCOUNT016',
          message: '현재 비밀번호가 일치하지 않습니다.',
          detail: { currentPassword: '현재 비밀번호가 일치하지 않습니다.' },
        },
      },
    });
    const dialog = await openPasswordModal();

    await userEvent.type(within(dialog).getByLabelText('현재 비밀번호'), 'not-my-password');
    await userEvent.type(within(dialog).getByLabelText('새 비밀번호'), 'new-password-1');
    await userEvent.type(within(dialog).getByLabelText('비밀번호 재확인'), 'new-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: '변경하기' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        expect.stringContaining('현재 비밀번호가 일치하지 않습니다.'),
      ),
    );
    expect(logoutCalls(calls)).toEqual([]);
    expect(sessionSnapshot().member).toEqual(MEMBER_SESSION);
  });

  it('shows the validation message and its detail and stays logged in when the api refuses', async () => {
    const calls = serve(MEMBER, COURSES, {
      'PATCH /members/me/password': {
        status: 400,
        data: {
          code: 'VALID001',
          message: '입력값에 대한 검증에 실패했습니다.',
          detail: { password: '비밀번호는 최소 8자리 이이어야 합니다.' },
        },
      },
    });
    const dialog = await openPasswordModal();

    await userEvent.type(within(dialog).getByLabelText('현재 비밀번호'), 'old-password-1');
    await userEvent.type(within(dialog).getByLabelText('새 비밀번호'), 'short');
    await userEvent.type(within(dialog).getByLabelText('비밀번호 재확인'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: '변경하기' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        '입력값에 대한 검증에 실패했습니다.\n비밀번호는 최소 8자리 이이어야 합니다.',
      ),
    );
    expect(logoutCalls(calls)).toEqual([]);
    expect(sessionSnapshot().member).toEqual(MEMBER_SESSION);
  });
});

describe('my page: 회원 탈퇴', () => {
  async function openWithdrawal() {
    await renderMyPage();
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    return screen.getByRole('dialog', { name: '탈퇴 안내' });
  }

  it('shows the four notices and wants the agreement and a confirmation', async () => {
    const calls = serve(MEMBER, COURSES);
    const dialog = await openWithdrawal();

    expect(dialog).toHaveTextContent('회원탈퇴를 신청하기 전에 안내 사항을 꼭 확인해주세요.');
    expect(textsOf(dialog, 'listitem')).toEqual([
      '사용하고 계신 아이디는 탈퇴할 경우 복구가 불가능합니다.',
      '탈퇴 후 회원정보(이름, 학번, 학과 등)는 모두 삭제됩니다.',
      '법령에 따라 보관이 필요한 정보는 일정 기간 보관 후 파기됩니다.',
      '탈퇴 전 필요한 데이터는 미리 백업을 해주세요.',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(alert).toHaveBeenCalledWith('탈퇴 안내를 확인하고 동의해 주세요.');
    expect(confirm).not.toHaveBeenCalled();

    confirm.mockReturnValue(false);
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: '안내 사항을 모두 확인하였으며, 이에 동의합니다.',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(alert).toHaveBeenLastCalledWith('비밀번호를 입력해주세요.');
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('비밀번호'), 'my-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(confirm).toHaveBeenCalledWith('스뮤니티 회원을 정말 탈퇴하시겠습니까?');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('deletes the account, says so, goes home and then ends the session', async () => {
    const calls = serve(MEMBER, COURSES, { 'DELETE /members/me': noContent });
    const dialog = await openWithdrawal();
    confirm.mockReturnValue(true);
    // Ended while my page is still shown, its guard would send the member to the login page.
    const homeShownWhenSessionEnded: boolean[] = [];
    const unsubscribe = subscribeToSession(({ member }) => {
      if (member === null) {
        homeShownWhenSessionEnded.push(
          screen.queryByRole('heading', { name: HOME_STAND_IN }) !== null,
        );
      }
    });

    await userEvent.type(within(dialog).getByLabelText('비밀번호'), 'my-password-1');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(homeShownWhenSessionEnded).toHaveLength(1));
    unsubscribe();
    expect(alert).toHaveBeenCalledWith('회원 탈퇴 되었습니다.');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({ url: '/members/me', body: { password: 'my-password-1' } }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: HOME_STAND_IN }),
    ).toBeInTheDocument();
    expect(homeShownWhenSessionEnded).toEqual([true]);
    // The api deleted the refresh token with the member: there is nothing to revoke.
    expect(logoutCalls(calls)).toEqual([]);
  });
});

/** jsdom's Blob has no text(); FileReader reads it. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('my page: 내 정보 내려받기', () => {
  it('saves everything the api keeps about the member as a JSON file', async () => {
    const myData = { exportedAt: '2026-11-26T00:00:00.000Z', profile: { name: '김상명' } };
    const calls = serve(MEMBER, COURSES, { 'GET /privacy/my-data': ok(myData) });
    const saved: Array<{ blob: Blob; fileName: string }> = [];
    let lastBlob: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:my-data';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ blob: lastBlob as Blob, fileName: this.download });
    });
    try {
      await renderMyPage();
      await userEvent.click(screen.getByRole('button', { name: '내려받기' }));

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(calls.filter((call) => call.url === '/privacy/my-data')).toHaveLength(1);
      expect(saved[0]?.fileName).toBe('smunity-my-data.json');
      expect(JSON.parse(await textOf(saved[0]!.blob))).toEqual(myData);
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:my-data');
    } finally {
      click.mockRestore();
    }
  });
});

describe('my page: 내 기이수과목 and the graduation check', () => {
  it('lists the stored courses, with "-" (선택영역 없음) for a course without a 선택영역', async () => {
    serve(MEMBER, COURSES);
    await renderMyPage();

    const table = screen.getByRole('table', { name: '내 기이수과목' });
    const headers = textsOf(table, 'columnheader');
    expect(headers).toEqual(['년도', '학기', '학수번호', '과목명', '이수구분', '선택영역', '학점']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => textsOf(row, 'cell'))).toEqual([
      ['2019', '1학기', 'HALR1032', '사고와표현', '교필', '기초교양-사고와표현', '3'],
      ['2019', '1학기', 'HAEA9237', '컴퓨터수학', '1전선', '-선택영역 없음', '3'],
    ]);
    // The portal's "*": a dash with the tooltip, read out as 선택영역 없음.
    const noDomain = within(rows[1] as HTMLElement).getByTitle('선택영역 없음');
    expect(noDomain).toHaveTextContent('-');
    expect(within(noDomain).getByText('-')).toHaveAttribute('aria-hidden', 'true');
    expect(within(rows[1] as HTMLElement).queryByText('*')).not.toBeInTheDocument();
  });

  it('refuses the check for a member who entered before 2017', async () => {
    serve({ ...MEMBER, username: '201627101', yearId: 1 }, COURSES);
    await renderMyPage();

    await userEvent.click(screen.getByRole('button', { name: '졸업요건 검사하기' }));

    expect(alert).toHaveBeenCalledWith('2017학번부터 검사가 가능합니다.');
    expect(screen.getByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
  });

  it('goes to the result page when courses are stored', async () => {
    serve(MEMBER, COURSES);
    await renderMyPage();

    await userEvent.click(screen.getByRole('button', { name: '졸업요건 검사하기' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '졸업요건 검사 결과' }),
    ).toBeInTheDocument();
  });

  it('asks for the upload first when no course is stored', async () => {
    serve(MEMBER, []);
    await renderMyPage();
    expect(screen.getByText('기이수과목을 업데이트해주세요.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '졸업요건 검사하기' }));

    const dialog = screen.getByRole('dialog', { name: '기이수과목 업데이트' });
    expect(dialog).toHaveTextContent('샘물 통합로그인을 통해 재학생 인증을 진행합니다.');
    expect(dialog).toHaveTextContent('(상명대학교 샘물포털시스템 학번/비밀번호)');
    expect(within(dialog).getByLabelText('학번')).toHaveValue('201910101');
    expect(within(dialog).getByLabelText('학번')).toBeDisabled();
    // Once the dialog is on screen (shared-ui's Modal).
    await waitFor(() => expect(within(dialog).getByLabelText('샘물 비밀번호')).toHaveFocus());
  });
});

const PORTAL_BUDGET_SPENT =
  '이 학번으로 샘물 비밀번호가 여러 번 틀렸습니다(본인이 아닌 사람이 입력했을 수도 있습니다). 샘물은 비밀번호가 5번 틀리면 계정을 잠그므로, 계정이 잠기지 않도록 스뮤니티는 이 학번의 샘물 로그인을 잠시 보내지 않습니다. 샘물 포털(smul.smu.ac.kr)에서 직접 비밀번호를 확인해 주세요. 11월 29일 오후 3:08부터 다시 시도할 수 있습니다.';

describe('my page: 기이수과목 업데이트', () => {
  async function openUpload() {
    await userEvent.click(screen.getByRole('button', { name: '기이수과목 업데이트' }));
    return screen.getByRole('dialog', { name: '기이수과목 업데이트' });
  }

  it('wants the portal password', async () => {
    const calls = serve(MEMBER, []);
    await renderMyPage();
    const dialog = await openUpload();

    await userEvent.click(within(dialog).getByRole('button', { name: '인증하기' }));

    expect(alert).toHaveBeenCalledWith('비밀번호를 입력해주세요.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('covers the page while the portal answers, then goes to the result page', async () => {
    let answerUpload: (reply: FakeReply) => void = () => {};
    const calls = serve(MEMBER, [], {
      'POST /courses/upload': () =>
        new Promise<FakeReply>((resolve) => {
          answerUpload = resolve;
        }),
    });
    await renderMyPage();
    const dialog = await openUpload();

    await userEvent.type(within(dialog).getByLabelText('샘물 비밀번호'), 'portal-pw');
    await userEvent.click(within(dialog).getByRole('button', { name: '인증하기' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      '샘물포털에서 정보를 가져오는 중입니다…',
    );
    expect(within(dialog).getByRole('button', { name: '인증하기' })).toBeDisabled();
    expect(calls.find((call) => call.method === 'POST')).toEqual(
      expect.objectContaining({
        url: '/courses/upload',
        body: { username: '201910101', password: 'portal-pw' },
        timeout: PORTAL_TIMEOUT_MS,
      }),
    );

    answerUpload({ ...courseList(COURSES), status: 201 });

    expect(
      await screen.findByRole('heading', { level: 1, name: '졸업요건 검사 결과' }),
    ).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('기이수과목이 업데이트 되었습니다.');
  });

  it('stays on my page with the new courses for a member who entered before 2017', async () => {
    serve({ ...MEMBER, yearId: 1 }, [], {
      'POST /courses/upload': { ...courseList(COURSES), status: 201 },
    });
    await renderMyPage();
    const dialog = await openUpload();

    await userEvent.type(within(dialog).getByLabelText('샘물 비밀번호'), 'portal-pw');
    await userEvent.click(within(dialog).getByRole('button', { name: '인증하기' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('기이수과목이 업데이트 되었습니다.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '컴퓨터수학' })).toBeInTheDocument();
  });

  it.each([
    [
      'the portal refusal',
      { status: 401, data: { code: 'AUTH001', message: '학번 및 비밀번호가 일치하지 않습니다.' } },
      '학번 및 비밀번호가 일치하지 않습니다.',
    ],
    [
      // docs/adr/0032: the api's message says why (샘물 locks at 5) and until when.
      'the spent portal-failure budget, why and until when',
      { status: 429, data: { code: 'RATE002', message: PORTAL_BUDGET_SPENT } },
      PORTAL_BUDGET_SPENT,
    ],
    [
      'an unreadable failure',
      { status: 502, data: '<html>Bad gateway</html>' },
      '알 수 없는 오류가 발생했습니다.',
    ],
  ])('shows %s and keeps the modal open', async (_case, reply, message) => {
    serve(MEMBER, [], { 'POST /courses/upload': reply });
    await renderMyPage();
    const dialog = await openUpload();

    await userEvent.type(within(dialog).getByLabelText('샘물 비밀번호'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: '인증하기' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(screen.getByRole('dialog', { name: '기이수과목 업데이트' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('my page in English', () => {
  it('shows the profile, the courses and their buttons in the glossary’s words', async () => {
    serve(MEMBER, COURSES);
    await renderMypageAreaIn('en', ROUTES.MYPAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'My page' })).toBeInTheDocument();
    const info = await screen.findByRole('table', { name: 'My information' });
    expect(within(info).getByRole('rowheader', { name: 'Student number' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Exemption' })).toHaveDisplayValue('None');
    const courses = await screen.findByRole('table', { name: 'My completed courses' });
    expect(within(courses).getByRole('columnheader', { name: 'Course type' })).toBeInTheDocument();
    // Course names stay as the data has them.
    expect(within(courses).getByText('사고와표현')).toBeInTheDocument();
    // The portal's 1학기 of each course, as stored.
    expect(within(courses).getAllByRole('cell', { name: '1st semester' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Check graduation requirements' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Update completed courses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delete account' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you delete your account' });
    expect(
      within(dialog).getByText('Once deleted, your account cannot be restored.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(alert).toHaveBeenCalledWith('Please read the notes and agree to them.');
  });
});
