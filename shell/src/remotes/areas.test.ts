import { preloadAreaOf, remoteServing } from './areas';
import { preloadRemoteArea } from './remoteAreas';

jest.mock('./remoteAreas', () => ({ preloadRemoteArea: jest.fn() }));

describe('areas', () => {
  it.each([
    ['/accounts/login', 'mfe_accounts'],
    ['/mypage', 'mfe_mypage'],
    ['/mypage/result', 'mfe_mypage'],
    ['/qna/questions/3', 'mfe_qna'],
    // an alias of the registry: the public page of a share link
    ['/shared/AbC_123', 'mfe_mypage'],
    ['/sharedx', undefined],
    ['/', undefined],
    ['/qnaire', undefined],
  ])('%s is served by %s', (path, remote) => {
    expect(remoteServing(path)).toBe(remote);
  });

  it('preloads the remote behind a path, and nothing for the pages of the shell', () => {
    preloadAreaOf('/qna/terms');
    preloadAreaOf('/');

    expect(preloadRemoteArea).toHaveBeenCalledTimes(1);
    expect(preloadRemoteArea).toHaveBeenCalledWith('mfe_qna');
  });
});
