// shared-ui's components on an English page: every text they bring themselves, in English.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DonutChart } from '../components/DonutChart';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { AsyncContent, LoadingMessage } from '../components/LoadStatus';
import { Modal } from '../components/Modal';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { EMPTY_NEW_PASSWORD } from '../components/newPassword';
import { NotFoundNotice } from '../components/NotFoundNotice';
import { Pagination } from '../components/Pagination';
import { UI_CATALOG } from '../i18n/catalog';
import { PageHeader } from '../layout/PageHeader';
import { inLanguage } from '../testing/inLanguage';

async function renderInEnglish(ui: React.ReactElement) {
  return render(ui, { wrapper: await inLanguage(UI_CATALOG, 'en') });
}

function NewPassword() {
  const [value, setValue] = useState(EMPTY_NEW_PASSWORD);
  return <NewPasswordFields value={value} onChange={setValue} />;
}

describe('shared-ui in English', () => {
  it('names the modal’s close button', async () => {
    await renderInEnglish(
      <Modal open title="Find your password" onClose={jest.fn()}>
        <input aria-label="Student number" />
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '닫기' })).not.toBeInTheDocument();
  });

  it('says what loads, what failed with its reference, and offers to try again', async () => {
    const { unmount } = await renderInEnglish(<LoadingMessage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    unmount();

    const failure = Object.assign(new Error('down'), { requestId: 'req-42' });
    await renderInEnglish(
      <AsyncContent
        data={{ state: { status: 'error', error: failure }, reload: jest.fn() }}
        failureMessage="Could not load the list."
      >
        {() => null}
      </AsyncContent>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not load the list.Error reference: req-42',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('announces a running submission', async () => {
    await renderInEnglish(<LoadingOverlay active />);
    expect(screen.getByRole('status')).toHaveTextContent('Processing…');
  });

  it('names the pages and their steps', async () => {
    await renderInEnglish(
      <MemoryRouter>
        <Pagination currentPage={2} totalPages={3} pageHref={(page) => `?page=${page}`} />
      </MemoryRouter>,
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Previous123Next');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('labels the new password fields and their show/hide buttons', async () => {
    await renderInEnglish(<NewPassword />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    const [show] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(show as HTMLElement);
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('says a page is not found, in the title too, and leads home', async () => {
    await renderInEnglish(
      <MemoryRouter>
        <NotFoundNotice />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The address is wrong or the page no longer exists. Please check the address.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.title).toBe('Page not found · SMUNITY');
  });

  it('names the page in its title after the caller’s heading', async () => {
    await renderInEnglish(<PageHeader title="Graduation check" />);
    expect(document.title).toBe('Graduation check · SMUNITY');
  });

  it('names a ring by its label and percentage', async () => {
    await renderInEnglish(<DonutChart percent={50} label="Major" />);
    expect(screen.getByRole('img', { name: 'Major 50%' })).toBeInTheDocument();
  });
});
