import { render, screen } from '@testing-library/react';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';
import { LoadingOverlay } from './LoadingOverlay';

const inUi = inKorean(UI_CATALOG);

describe('LoadingOverlay', () => {
  it('announces a running submission, or the caller’s words', () => {
    const { rerender } = render(<LoadingOverlay active />, { wrapper: inUi });
    expect(screen.getByRole('status')).toHaveTextContent('처리 중입니다…');
    rerender(<LoadingOverlay active label="인증 중입니다…" />);
    expect(screen.getByRole('status')).toHaveTextContent('인증 중입니다…');
    rerender(<LoadingOverlay active={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
