import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextAreaField } from './TextAreaField';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';

const inUi = inKorean(UI_CATALOG);

describe('TextAreaField', () => {
  it('is a labelled multi-line input that passes its textarea attributes on', async () => {
    render(<TextAreaField label="내용" rows={10} hint="Markdown을 쓸 수 있습니다." />, {
      wrapper: inUi,
    });
    const textarea = screen.getByRole('textbox', { name: '내용' });

    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '10');
    expect(textarea).toHaveAccessibleDescription('Markdown을 쓸 수 있습니다.');

    await userEvent.type(textarea, '첫 줄{enter}둘째 줄');
    expect(textarea).toHaveValue('첫 줄\n둘째 줄');
  });

  it('marks the textarea invalid and announces the error', () => {
    render(<TextAreaField label="내용" error="내용을 입력해주세요." />, { wrapper: inUi });
    const textarea = screen.getByRole('textbox', { name: '내용' });

    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('내용을 입력해주세요.');
  });
});
