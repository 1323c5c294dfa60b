// The remotes the shell knows, typed from each remote's own contract, and the two modules every
// remote exposes (type-only imports: no remote code is bundled into the shell; it arrives at run
// time through remotes.json).
import type { RemoteName as AccountsRemoteName } from 'mfe-accounts/src/contract';
import type { RemoteName as MypageRemoteName } from 'mfe-mypage/src/contract';
import type { RemoteName as QnaRemoteName } from 'mfe-qna/src/contract';

export type RemoteName = AccountsRemoteName | MypageRemoteName | QnaRemoteName;

/** './routes': route objects mounted in the shell's router (mode "federation"). */
export type { RemoteRoutesModule } from 'mf-platform';
/** './parcel': single-spa lifecycles rendering the area in the remote's own root (mode "parcel"). */
export type {
  AreaParcelLifecycles as RemoteParcelModule,
  AreaParcelProps as RemoteParcelProps,
} from 'mf-platform';
