import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMember } from '@smunity/shared-auth';
import {
  ADMIN,
  apiError,
  createDeferred,
  currentLocation,
  type FakeReply,
  installRoutedApi,
  MEMBER,
  ok,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { aQuestion, aQuestionPage } from '../../../testing/board';
import { boardPageTests } from '../../../testing/boardPageTests';
import { renderQna, renderQnaIn } from '../../../testing/renderQna';

const alertSpy = boardPageTests();

const titleField = () => screen.getByRole('textbox', { name: '제목' });
const contentField = () => screen.getByRole('textbox', { name: '내용' });
const anonymousBox = () => screen.getByRole('checkbox', { name: '익명으로 작성하기' });
const submitButton = () => screen.getByRole('button', { name: '작성완료' });

describe('question form (질문 등록)', () => {
  it('sends visitors to the login', () => {
    renderQna(ROUTES.QNA_QUESTION_CREATE);
    expect(currentLocation()).toBe('/accounts/login');
  });

  describe('for a member', () => {
    beforeEach(() => setMember(MEMBER));

    it('has a title, the anonymous box and ten rows of content', () => {
      renderQna(ROUTES.QNA_QUESTION_CREATE);

      expect(screen.getByRole('heading', { level: 1, name: '질문 등록' })).toBeInTheDocument();
      expect(titleField()).toHaveValue('');
      expect(anonymousBox()).not.toBeChecked();
      expect(contentField()).toHaveAttribute('rows', '10');
      expect(screen.getByRole('button', { name: '취소하기' })).toBeInTheDocument();
    });

    it.each([
      ['no title', '', '내용'],
      ['no content', '제목', ''],
      ['only spaces', '   ', '\n  \n'],
    ])('alerts and sends nothing with %s', async (_case, title, content) => {
      const api = installRoutedApi({});
      renderQna(ROUTES.QNA_QUESTION_CREATE);

      if (title) await userEvent.type(titleField(), title);
      if (content) await userEvent.type(contentField(), content);
      await userEvent.click(submitButton());

      expect(alertSpy()).toHaveBeenCalledWith('제목과 내용을 입력해주세요.');
      expect(api.calls).toHaveLength(0);
      expect(currentLocation()).toBe(ROUTES.QNA_QUESTION_CREATE);
    });

    it('posts the question, anonymously if asked, and goes to the list', async () => {
      const api = installRoutedApi({
        'POST /questions': { status: 201, data: aQuestion({ author: '익명', isAuthor: true }) },
        'GET /questions': ok(aQuestionPage([aQuestion({ author: '익명' })])),
      });
      renderQna(ROUTES.QNA_QUESTION_CREATE);

      await userEvent.type(titleField(), '  졸업학점 질문 ');
      await userEvent.click(anonymousBox());
      await userEvent.type(contentField(), '첫 줄{enter}  둘째 줄 ');
      await userEvent.click(submitButton());

      expect(await screen.findByRole('link', { name: '졸업학점 질문' })).toBeInTheDocument();
      expect(currentLocation()).toBe('/qna/questions');
      const [post] = api.callsTo('POST /questions');
      expect(post?.body).toEqual({
        title: '졸업학점 질문',
        content: '첫 줄\n  둘째 줄 ',
        anonymous: true,
      });
      expect(post?.authorization).toBe('Bearer access-1');
    });

    it('sends the question once however often 작성완료 is pressed while it is on its way', async () => {
      const reply = createDeferred<FakeReply>();
      const api = installRoutedApi({
        'POST /questions': () => reply.promise,
        'GET /questions': ok(aQuestionPage([])),
      });
      renderQna(ROUTES.QNA_QUESTION_CREATE);
      await userEvent.type(titleField(), '제목');
      await userEvent.type(contentField(), '내용');

      await userEvent.click(submitButton());
      expect(submitButton()).toBeDisabled();
      // Enter in the title field submits too; the form ignores it while saving.
      fireEvent.submit(titleField());
      reply.resolve({ status: 201, data: aQuestion() });

      expect(await screen.findByText('질문이 없습니다.')).toBeInTheDocument();
      expect(api.callsTo('POST /questions')).toHaveLength(1);
    });

    it('alerts the api’s message with each detail on its own line, and keeps the input', async () => {
      installRoutedApi({
        'POST /questions': apiError(400, 'VALID001', '입력값에 대한 검증에 실패했습니다.', {
          title: '제목은 최대 100자까지 입력할 수 있습니다.',
        }),
      });
      renderQna(ROUTES.QNA_QUESTION_CREATE);

      await userEvent.type(titleField(), '제목');
      await userEvent.type(contentField(), '내용');
      await userEvent.click(submitButton());

      expect(alertSpy()).toHaveBeenCalledWith(
        '입력값에 대한 검증에 실패했습니다.\n제목은 최대 100자까지 입력할 수 있습니다.',
      );
      expect(titleField()).toHaveValue('제목');
      expect(submitButton()).toBeEnabled();
    });

    it('stops the typing at the api’s limits', () => {
      renderQna(ROUTES.QNA_QUESTION_CREATE);

      expect(titleField()).toHaveAttribute('maxlength', '100');
      expect(contentField()).toHaveAttribute('maxlength', '10000');
    });

    it('goes back to the list on 취소하기', async () => {
      installRoutedApi({ 'GET /questions': ok(aQuestionPage([])) });
      renderQna(ROUTES.QNA_QUESTION_CREATE);

      await userEvent.click(screen.getByRole('button', { name: '취소하기' }));

      expect(currentLocation()).toBe('/qna/questions');
      await screen.findByText('질문이 없습니다.');
    });
  });
});

describe('question form (질문 수정)', () => {
  const MODIFY_URL = ROUTES.qnaQuestionModify(7);

  it('sends visitors to the login', () => {
    renderQna(MODIFY_URL);
    expect(currentLocation()).toBe('/accounts/login');
  });

  it('sends a member who did not write the question to the list', async () => {
    setMember(MEMBER);
    installRoutedApi({
      'GET /questions/7': ok(aQuestion({ isAuthor: false })),
      'GET /questions': ok(aQuestionPage([])),
    });
    renderQna(MODIFY_URL);

    expect(await screen.findByText('질문이 없습니다.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/qna/questions');
  });

  it('starts from the question, anonymous when it shows as 익명, and saves it to the question', async () => {
    setMember(MEMBER);
    const api = installRoutedApi({
      'GET /questions/7': ok(aQuestion({ isAuthor: true, author: '익명' })),
      'PUT /questions/7': ok(aQuestion({ isAuthor: true, title: '고친 제목' })),
    });
    renderQna(MODIFY_URL);

    expect(await screen.findByRole('textbox', { name: '제목' })).toHaveValue('졸업학점 질문');
    expect(contentField()).toHaveValue('전공선택 학점이\n부족한가요?');
    expect(anonymousBox()).toBeChecked();

    await userEvent.clear(titleField());
    await userEvent.type(titleField(), '고친 제목');
    api.reply({ 'GET /questions/7': ok(aQuestion({ isAuthor: true, title: '고친 제목' })) });
    await userEvent.click(submitButton());

    expect(
      await screen.findByRole('heading', { level: 2, name: '[접수] 고친 제목' }),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/qna/questions/7');
    expect(api.callsTo('PUT /questions/7')[0]?.body).toEqual({
      title: '고친 제목',
      content: '전공선택 학점이\n부족한가요?',
      anonymous: true,
    });
  });

  it('lets an admin edit anyone’s question, keeping a named author named', async () => {
    setMember(ADMIN);
    installRoutedApi({
      'GET /questions/7': ok(aQuestion({ isAuthor: false, author: '김상명' })),
      'GET /questions': ok(aQuestionPage([])),
    });
    renderQna(MODIFY_URL);

    expect(await screen.findByRole('textbox', { name: '제목' })).toHaveValue('졸업학점 질문');
    expect(anonymousBox()).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: '취소하기' }));
    expect(currentLocation()).toBe('/qna/questions');
    await screen.findByText('질문이 없습니다.');
  });

  it('says so when the question does not exist', async () => {
    setMember(MEMBER);
    installRoutedApi({
      'GET /questions/7': apiError(404, 'QUESTION001', '해당 질문을 찾을 수 없습니다.'),
    });
    renderQna(MODIFY_URL);

    expect(await screen.findByText('해당 질문을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('question forms in English', () => {
  beforeEach(() => setMember(MEMBER));

  it('labels the new question form in English and alerts in English', async () => {
    const api = installRoutedApi({});
    await renderQnaIn('en', ROUTES.QNA_QUESTION_CREATE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ask a question' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Post anonymously' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));

    expect(alertSpy()).toHaveBeenCalledWith('Please enter a title and content.');
    expect(api.callsTo('POST /questions')).toHaveLength(0);
  });

  it('titles the edit page in English, starting from the question', async () => {
    installRoutedApi({ 'GET /questions/7': ok(aQuestion({ isAuthor: true })) });
    await renderQnaIn('en', ROUTES.qnaQuestionModify(7));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit question' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('졸업학점 질문');
  });
});
