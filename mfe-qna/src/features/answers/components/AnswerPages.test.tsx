import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMember } from '@smunity/shared-auth';
import {
  ADMIN,
  apiError,
  currentLocation,
  installRoutedApi,
  MEMBER,
  ok,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { aQuestion, anAnswer, aQuestionPage } from '../../../testing/board';
import { boardPageTests } from '../../../testing/boardPageTests';
import { renderQna, renderQnaIn } from '../../../testing/renderQna';

// The Markdown renderer is a lazy chunk; loading it once up front keeps each test's wait short.
beforeAll(() => import('../../../components/post/markdown/SafeMarkdown'));

const alertSpy = boardPageTests();

const contentField = () => screen.getByRole('textbox', { name: '내용' });
const QUESTION_URL = ROUTES.qnaQuestion(7);

describe.each([
  ['답변 등록', ROUTES.qnaAnswer(7)],
  ['답변 수정', ROUTES.qnaAnswerModify(7)],
])('%s', (_page, url) => {
  it('sends a member who is not an admin to the question list', async () => {
    setMember(MEMBER);
    installRoutedApi({ 'GET /questions': ok(aQuestionPage([])) });
    renderQna(url);

    expect(await screen.findByText('질문이 없습니다.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/qna/questions');
  });

  // Issue 14: a visitor logs in first (and, logged in, comes back here; RequireGuest).
  it('sends a visitor to the login', async () => {
    installRoutedApi({});
    renderQna(url);

    await waitFor(() => expect(currentLocation()).toBe(ROUTES.LOGIN));
  });
});

describe('답변 등록', () => {
  beforeEach(() => setMember(ADMIN));

  function installAnswerApi() {
    return installRoutedApi({
      'GET /questions/7': ok(aQuestion()),
      'POST /questions/7/answer': { status: 201, data: anAnswer() },
    });
  }

  it('shows the question being answered above an empty form of ten rows', async () => {
    installAnswerApi();
    renderQna(ROUTES.qnaAnswer(7));

    expect(screen.getByRole('heading', { level: 1, name: '답변 등록' })).toBeInTheDocument();
    const question = await screen.findByRole('region', { name: '질문' });
    expect(question).toHaveTextContent('전공선택 학점이');
    expect(within(question).queryByRole('button')).not.toBeInTheDocument();
    const form = screen.getByRole('region', { name: '답변' });
    expect(within(form).getByRole('textbox', { name: '내용' })).toHaveValue('');
    expect(contentField()).toHaveAttribute('rows', '10');
  });

  it('alerts and sends nothing without content', async () => {
    const api = installAnswerApi();
    renderQna(ROUTES.qnaAnswer(7));
    await screen.findByRole('region', { name: '질문' });

    await userEvent.type(contentField(), '  ');
    await userEvent.click(screen.getByRole('button', { name: '작성완료' }));

    expect(alertSpy()).toHaveBeenCalledWith('내용을 입력해주세요.');
    expect(api.callsTo('POST /questions/7/answer')).toHaveLength(0);
  });

  it('posts the answer as the admin and goes to the question', async () => {
    const api = installAnswerApi();
    renderQna(ROUTES.qnaAnswer(7));
    await screen.findByRole('region', { name: '질문' });

    await userEvent.type(contentField(), '**네**{enter}3학점 부족합니다.');
    api.reply({
      'GET /questions/7': ok(aQuestion({ answered: true })),
      'GET /questions/7/answer': ok(anAnswer()),
    });
    await userEvent.click(screen.getByRole('button', { name: '작성완료' }));

    await waitFor(() => expect(currentLocation()).toBe(QUESTION_URL));
    expect(await screen.findByRole('region', { name: '답변' })).toHaveTextContent('네');
    const [post] = api.callsTo('POST /questions/7/answer');
    expect(post?.body).toEqual({ content: '**네**\n3학점 부족합니다.' });
    expect(post?.authorization).toBe('Bearer access-1');
  });

  it('alerts a refusal with its details', async () => {
    installRoutedApi({
      'GET /questions/7': ok(aQuestion()),
      'POST /questions/7/answer': apiError(409, 'ANSWER002', '이미 답변이 등록된 질문입니다.'),
    });
    renderQna(ROUTES.qnaAnswer(7));
    await screen.findByRole('region', { name: '질문' });

    await userEvent.type(contentField(), '답변');
    await userEvent.click(screen.getByRole('button', { name: '작성완료' }));

    expect(alertSpy()).toHaveBeenCalledWith('이미 답변이 등록된 질문입니다.');
    expect(currentLocation()).toBe(ROUTES.qnaAnswer(7));
  });

  it('goes back to the question on 취소하기', async () => {
    installRoutedApi({ 'GET /questions/7': ok(aQuestion()) });
    renderQna(ROUTES.qnaAnswer(7));
    await screen.findByRole('region', { name: '질문' });

    await userEvent.click(screen.getByRole('button', { name: '취소하기' }));

    expect(currentLocation()).toBe(QUESTION_URL);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('[접수]');
  });
});

describe('답변 수정', () => {
  beforeEach(() => setMember(ADMIN));

  it('starts from the answer and saves it', async () => {
    const api = installRoutedApi({
      'GET /questions/7': ok(aQuestion({ answered: true })),
      'GET /questions/7/answer': ok(anAnswer()),
      'PUT /questions/7/answer': ok(anAnswer({ content: '고친 답변' })),
    });
    renderQna(ROUTES.qnaAnswerModify(7));

    expect(await screen.findByRole('textbox', { name: '내용' })).toHaveValue(
      '**네**, 3학점 부족합니다.',
    );
    await userEvent.clear(contentField());
    await userEvent.type(contentField(), '고친 답변');
    api.reply({ 'GET /questions/7/answer': ok(anAnswer({ content: '고친 답변' })) });
    await userEvent.click(screen.getByRole('button', { name: '작성완료' }));

    await waitFor(() => expect(currentLocation()).toBe(QUESTION_URL));
    expect(await screen.findByRole('region', { name: '답변' })).toHaveTextContent('고친 답변');
    expect(api.callsTo('PUT /questions/7/answer')[0]?.body).toEqual({ content: '고친 답변' });
  });

  it('says so when there is no answer to edit', async () => {
    installRoutedApi({
      'GET /questions/7': ok(aQuestion()),
      'GET /questions/7/answer': apiError(404, 'ANSWER001', '해당 답변을 찾을 수 없습니다.'),
    });
    renderQna(ROUTES.qnaAnswerModify(7));

    expect(await screen.findByText('해당 답변을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await screen.findByRole('region', { name: '질문' });
  });
});

describe('answer pages in English', () => {
  beforeEach(() => setMember(ADMIN));

  it('titles the answer form in English and alerts in English', async () => {
    const api = installRoutedApi({ 'GET /questions/7': ok(aQuestion()) });
    await renderQnaIn('en', ROUTES.qnaAnswer(7));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post an answer' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Question' })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Answer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post' }));

    expect(alertSpy()).toHaveBeenCalledWith('Please enter the content.');
    expect(api.callsTo('POST /questions/7/answer')).toHaveLength(0);
  });

  it('says in English that there is no answer to edit', async () => {
    installRoutedApi({
      'GET /questions/7': ok(aQuestion()),
      'GET /questions/7/answer': apiError(404, 'ANSWER001', '해당 답변을 찾을 수 없습니다.'),
    });
    await renderQnaIn('en', ROUTES.qnaAnswerModify(7));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit answer' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('This answer could not be found.')).toBeInTheDocument();
  });
});
