import { newPasswordProblem } from './newPassword';

describe('newPasswordProblem', () => {
  it.each([
    [{ password: '', confirmation: '' }, '비밀번호를 입력해주세요.'],
    [{ password: 'secret12', confirmation: '' }, '비밀번호를 입력해주세요.'],
    [{ password: '', confirmation: 'secret12' }, '비밀번호를 입력해주세요.'],
    [{ password: 'secret12', confirmation: 'secret13' }, '비밀번호가 일치하지 않습니다.'],
  ])('refuses %j with the alert the product shows', (input, alert) => {
    expect(newPasswordProblem(input)).toBe(alert);
  });

  it('leaves length and strength to the api: any password typed twice the same is sent', () => {
    expect(newPasswordProblem({ password: 'a', confirmation: 'a' })).toBeNull();
  });
});
