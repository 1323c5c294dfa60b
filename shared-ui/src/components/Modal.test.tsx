import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        비밀번호 찾기
      </button>
      <Modal
        open={open}
        title="비밀번호 찾기"
        onClose={() => setOpen(false)}
        footer={<button type="button">인증하기</button>}
      >
        <label htmlFor="student-number">학번</label>
        <input id="student-number" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title', async () => {
    render(<ModalHarness />);
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 찾기' }));

    const dialog = screen.getByRole('dialog', { name: '비밀번호 찾기' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus to the first field and gives it back to the opener when Escape closes it', async () => {
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: '비밀번호 찾기' });
    await userEvent.click(opener);

    expect(screen.getByLabelText('학번')).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<ModalHarness />);
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 찾기' }));

    await userEvent.tab();
    expect(screen.getByRole('button', { name: '인증하기' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: '인증하기' })).toHaveFocus();
  });

  it('focuses the field marked data-autofocus when the content starts with a link', async () => {
    render(
      <Modal open title="비밀번호 찾기" onClose={() => {}}>
        <a href="https://portal.smu.ac.kr">상명대학교 샘물포털시스템</a>
        <label htmlFor="student-number">학번</label>
        <input id="student-number" data-autofocus />
      </Modal>,
    );

    expect(screen.getByLabelText('학번')).toHaveFocus();
  });

  it('closes with the close button', async () => {
    render(<ModalHarness />);
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 찾기' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
