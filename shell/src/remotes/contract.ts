// The remotes the shell knows, typed from each remote's own contract (type-only imports: no
// remote code is bundled into the shell; it arrives at run time through remotes.json).
import type { RemoteName as AccountsRemoteName } from 'mfe-accounts/src/contract';
import type { RemoteName as MypageRemoteName } from 'mfe-mypage/src/contract';
import type { RemoteName as QnaRemoteName } from 'mfe-qna/src/contract';

export type RemoteName = AccountsRemoteName | MypageRemoteName | QnaRemoteName;

export type { RemoteRoutesModule } from 'shared-ui';
