// The site's notice for an address with no page (NotFoundNotice), as its tests and the shell's see it.
import { screen } from '@testing-library/react';

/** The notice in Korean: its heading, what to do, the page title, and the way home. */
export function expectNotFoundNotice(): void {
  expect(
    screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('주소가 잘못되었거나 더 이상 없는 페이지입니다. 주소를 다시 확인해 주세요.'),
  ).toBeInTheDocument();
  expect(document.title).toBe('페이지를 찾을 수 없습니다 · SMUNITY');
  expect(screen.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
}
