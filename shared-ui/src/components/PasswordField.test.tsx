import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';

const inUi = inKorean(UI_CATALOG);

describe('PasswordField', () => {
  it('is labelled and toggles between hidden and shown text', async () => {
    render(
      <PasswordField label="비밀번호" hint="- 스뮤니티 사이트의 고유 비밀번호를 설정해주세요." />,
      { wrapper: inUi },
    );
    const input = screen.getByLabelText('비밀번호');

    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('- 스뮤니티 사이트의 고유 비밀번호를 설정해주세요.');

    await userEvent.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    expect(input).toHaveAttribute('type', 'text');

    await userEvent.click(screen.getByRole('button', { name: '비밀번호 숨기기' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('marks the input invalid and announces the error', () => {
    render(<PasswordField label="비밀번호 재확인" error="비밀번호가 일치하지 않습니다." />, {
      wrapper: inUi,
    });
    const input = screen.getByLabelText('비밀번호 재확인');

    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
  });
});
