import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './Checkbox';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';

const inUi = inKorean(UI_CATALOG);

function AgreeHarness() {
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <Checkbox
        label="다음 이용약관에 동의합니다."
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <output>{agreed ? '동의함' : '동의 안 함'}</output>
    </>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label, toggled by a click on the label', async () => {
    render(<AgreeHarness />, { wrapper: inUi });
    const checkbox = screen.getByRole('checkbox', { name: '다음 이용약관에 동의합니다.' });
    expect(checkbox).not.toBeChecked();

    await userEvent.click(screen.getByText('다음 이용약관에 동의합니다.'));

    expect(checkbox).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('동의함');
  });

  it('toggles with the space bar', async () => {
    render(<AgreeHarness />, { wrapper: inUi });
    const checkbox = screen.getByRole('checkbox', { name: '다음 이용약관에 동의합니다.' });

    checkbox.focus();
    await userEvent.keyboard(' ');

    expect(checkbox).toBeChecked();
  });
});
