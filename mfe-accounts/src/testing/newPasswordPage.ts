// Drives the pages whose form takes a new password typed twice (sign-up, password reset): they
// share their fields, their checks and the way they send (hooks/useNewPasswordSubmission.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import {
  createDeferred,
  expectPageAt,
  installRoutedApi,
  type FakeReply,
  type ReplyHandler,
  type ReplyTable,
} from '@smunity/shared-auth/src/testing';
import { renderAccounts, renderAccountsInEnglish } from './renderAccounts';

export interface NewPasswordPage {
  url: string;
  /** The call that sends the password, "METHOD /path". */
  route: string;
  /** The reads of the page a refusal sends the student to, held (they are not looked at). */
  heldReads?: ReplyTable;
  heading: string;
  submitLabel: string;
  /** The loading overlay's text while the password is sent. */
  pendingLabel: string;
  /** Keeps the verification or reset authorisation without which the page sends the visitor away. */
  authorise: () => void;
  /** What authorise() keeps: as the session reads it, and the cookie that holds it. */
  authorisation: { kept: () => unknown; given: unknown; cookie: string };
  /** Where a token the api refuses sends the student: the page and its heading. */
  afterRefusedToken: { url: string; heading: string };
}

export const NEW_PASSWORD = 'new-password-1';

/** The api's answer to a token that expired or is not this student's, and the alert it makes. */
const REFUSED_TOKEN = {
  answer: {
    status: 401,
    data: { code: 'ACCOUNT005', message: '기존 토큰이 만료되었습니다. 토큰을 재발급해주세요.' },
  },
  alert: '기존 토큰이 만료되었습니다. 토큰을 재발급해주세요.',
} satisfies { answer: FakeReply; alert: string };

/** The api's answer to a password it finds too short, and the alert it makes. */
const TOO_SHORT_PASSWORD = {
  answer: {
    status: 400,
    data: {
      code: 'VALID001',
      message: '입력값에 대한 검증에 실패했습니다.',
      detail: { password: '비밀번호는 최소 8자리 이어야 합니다.' },
    },
  },
  alert: '입력값에 대한 검증에 실패했습니다.\n비밀번호는 최소 8자리 이어야 합니다.',
} satisfies { answer: FakeReply; alert: string };

const submitButton = (page: NewPasswordPage) =>
  screen.getByRole('button', { name: page.submitLabel });

/** Authorises the student, renders the page and waits for its heading. */
export async function openNewPasswordPage(page: NewPasswordPage) {
  page.authorise();
  const router = renderAccounts(page.url);
  await screen.findByRole('heading', { level: 1, name: page.heading });
  return router;
}

/** Types into 비밀번호 and 비밀번호 재확인; an empty one is left untouched. */
async function typeNewPassword(password: string, confirmation: string) {
  if (password) await userEvent.type(screen.getByLabelText('비밀번호'), password);
  if (confirmation) await userEvent.type(screen.getByLabelText('비밀번호 재확인'), confirmation);
}

/** The api answers the page's call with `answer`; returns the calls as they come. */
const answerPage = (page: NewPasswordPage, answer: FakeReply | ReplyHandler) =>
  installRoutedApi({ ...page.heldReads, [page.route]: answer }).calls;

/** Opens the page, fills in the passwords and presses its button; the api gives `answer`. */
export async function submitNewPassword(
  page: NewPasswordPage,
  answer: FakeReply,
  password = NEW_PASSWORD,
  confirmation = password,
) {
  const calls = answerPage(page, answer);
  const router = await openNewPasswordPage(page);
  await typeNewPassword(password, confirmation);
  await userEvent.click(submitButton(page));
  return { router, calls };
}

/** Declares the tests of the api's refusals, which both pages meet alike. */
export function itShowsTheApisRefusals(page: NewPasswordPage, alerts: jest.Mock) {
  it('alerts a validation refusal with its details and keeps the form and the authorisation', async () => {
    const { router } = await submitNewPassword(page, TOO_SHORT_PASSWORD.answer, 'short');

    await waitFor(() => expect(alerts).toHaveBeenCalledWith(TOO_SHORT_PASSWORD.alert));
    expect(router.state.location.pathname).toBe(page.url);
    expect(page.authorisation.kept()).toEqual(page.authorisation.given);
    expect(submitButton(page)).toBeEnabled();
  });

  it(`drops an authorisation the api no longer accepts and goes to ${page.afterRefusedToken.url}`, async () => {
    const { router } = await submitNewPassword(page, REFUSED_TOKEN.answer);

    await expectPageAt(router, page.afterRefusedToken.url, page.afterRefusedToken.heading);
    expect(alerts).toHaveBeenCalledWith(REFUSED_TOKEN.alert);
    expect(page.authorisation.kept()).toBeNull();
    expect(Cookies.get(page.authorisation.cookie)).toBeUndefined();
  });
}

/**
 * Sends NEW_PASSWORD with Enter and checks that the form waits behind its overlay, its button
 * disabled, until the api gives `answer`.
 */
export async function sendNewPasswordOnEnter(page: NewPasswordPage, answer: FakeReply) {
  const heldAnswer = createDeferred<FakeReply>();
  const calls = answerPage(page, () => heldAnswer.promise);
  const router = await openNewPasswordPage(page);
  await typeNewPassword(NEW_PASSWORD, `${NEW_PASSWORD}{Enter}`);

  expect(screen.getByRole('status')).toHaveTextContent(page.pendingLabel);
  expect(submitButton(page)).toBeDisabled();
  heldAnswer.resolve(answer);
  return { router, calls };
}

/** Declares the tests of the checks made before anything is sent, which both pages must make. */
export function itAlertsAndSendsNothingForAMissingOrMismatchedPassword(
  page: NewPasswordPage,
  alerts: jest.Mock,
) {
  it.each([
    ['no password at all', '', '', '비밀번호를 입력해주세요.'],
    ['no password, only the confirmation', '', NEW_PASSWORD, '비밀번호를 입력해주세요.'],
    ['no confirmation', NEW_PASSWORD, '', '비밀번호를 입력해주세요.'],
    ['two different passwords', NEW_PASSWORD, 'new-password-2', '비밀번호가 일치하지 않습니다.'],
  ])('alerts and sends nothing with %s', async (_case, password, confirmation, message) => {
    const { calls } = await submitNewPassword(
      page,
      { status: 500, data: null },
      password,
      confirmation,
    );

    expect(alerts.mock.calls).toEqual([[message]]);
    expect(calls).toEqual([]);
  });
}

/**
 * Authorises the student, opens the page in English, types NEW_PASSWORD twice and presses
 * `submitLabel`; the api gives `answer`. The two fields are found by their autocomplete: their
 * labels are shared-ui's texts, not this area's.
 */
export async function submitNewPasswordInEnglish(
  page: NewPasswordPage,
  submitLabel: string,
  answer: FakeReply,
) {
  const calls = answerPage(page, answer);
  page.authorise();
  const router = await renderAccountsInEnglish(page.url);
  const submit = await screen.findByRole('button', { name: submitLabel });
  const fields = document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]');
  expect(fields).toHaveLength(2);
  for (const field of fields) await userEvent.type(field, NEW_PASSWORD);
  await userEvent.click(submit);
  return { router, calls };
}
