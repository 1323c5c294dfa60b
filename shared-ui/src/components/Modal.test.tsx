import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';

const inUi = inKorean(UI_CATALOG);

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

/** Opens the harness's dialog, and waits for the focus to move in (after the dialog's paint). */
async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: '비밀번호 찾기' }));
  const dialog = screen.getByRole('dialog');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
}

describe('Modal', () => {
  it('is a modal dialog named by its title', async () => {
    render(<ModalHarness />, { wrapper: inUi });
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 찾기' }));

    const dialog = screen.getByRole('dialog', { name: '비밀번호 찾기' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus to the first field once it is shown, and gives it back to the opener when Escape closes it', async () => {
    render(<ModalHarness />, { wrapper: inUi });
    const opener = screen.getByRole('button', { name: '비밀번호 찾기' });
    const frames: FrameRequestCallback[] = [];
    const nextFrame = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      await userEvent.click(opener);

      // Not in the tap's own work: the page is laid out with the dialog and painted first.
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(opener).toHaveFocus();
      frames.forEach((callback) => callback(performance.now()));
    } finally {
      nextFrame.mockRestore();
    }
    await waitFor(() => expect(screen.getByLabelText('학번')).toHaveFocus());

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<ModalHarness />, { wrapper: inUi });
    await openDialog();

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
      { wrapper: inUi },
    );

    expect(screen.getByLabelText('학번')).toHaveFocus();
  });

  it('closes with the close button', async () => {
    render(<ModalHarness />, { wrapper: inUi });
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 찾기' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('after a refused submission (the focused button was disabled while it ran)', () => {
    /** A form whose submit disables its fields and button, then fails (as useSubmission does). */
    function FailingFormModal({ markInvalid }: { markInvalid: boolean }) {
      const [open, setOpen] = useState(true);
      const [pending, setPending] = useState(false);
      const [invalid, setInvalid] = useState(false);
      const submit = async () => {
        setPending(true);
        // What the browser does to the focus of a control that becomes disabled.
        (document.activeElement as HTMLElement | null)?.blur();
        await Promise.resolve();
        setInvalid(markInvalid);
        setPending(false);
      };
      return (
        <Modal
          open={open}
          title="기이수과목 업데이트"
          onClose={() => setOpen(false)}
          footer={
            <button type="button" disabled={pending} onClick={() => void submit()}>
              인증하기
            </button>
          }
        >
          <label htmlFor="username">학번</label>
          <input id="username" disabled={pending} />
          <label htmlFor="password">샘물 비밀번호</label>
          <input id="password" disabled={pending} aria-invalid={invalid || undefined} />
        </Modal>
      );
    }

    it('puts the focus back on the first field', async () => {
      render(<FailingFormModal markInvalid={false} />, { wrapper: inUi });
      await userEvent.click(screen.getByRole('button', { name: '인증하기' }));

      expect(screen.getByLabelText('학번')).toHaveFocus();
    });

    it('puts the focus on the field marked invalid', async () => {
      render(<FailingFormModal markInvalid />, { wrapper: inUi });
      await userEvent.click(screen.getByRole('button', { name: '인증하기' }));

      expect(screen.getByLabelText('샘물 비밀번호')).toHaveFocus();
    });
  });

  it('Escape closes it and Tab leads into it even when the focus has fallen out of it', async () => {
    render(<ModalHarness />, { wrapper: inUi });
    await openDialog();

    screen.getByLabelText('학번').blur();
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('학번')).toHaveFocus();

    screen.getByLabelText('학번').blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts the focus on the first field after each refusal it is told of, wherever it was', async () => {
    function RefusedModal() {
      const [refusals, setRefusals] = useState(0);
      return (
        <Modal open title="비밀번호 찾기" onClose={() => {}} refusals={refusals}>
          <label htmlFor="u">학번</label>
          <input id="u" />
          <label htmlFor="p">샘물 비밀번호</label>
          <input id="p" />
          <button type="button" onClick={() => setRefusals((count) => count + 1)}>
            인증하기
          </button>
        </Modal>
      );
    }
    render(<RefusedModal />, { wrapper: inUi });
    await userEvent.click(screen.getByLabelText('샘물 비밀번호'));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('샘물 비밀번호')).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: '인증하기' }));
    expect(screen.getByLabelText('학번')).toHaveFocus();
    await userEvent.click(screen.getByLabelText('샘물 비밀번호'));
    await userEvent.click(screen.getByRole('button', { name: '인증하기' }));
    expect(screen.getByLabelText('학번')).toHaveFocus();
  });
});
