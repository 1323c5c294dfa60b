// The paths shared-auth itself sends people to. The full route table lives in shared-ui, which
// depends on nothing; shared-auth keeps its own three so the session owner depends on no UI kit.
export const HOME_PATH = '/';
export const LOGIN_PATH = '/accounts/login';
export const MYPAGE_PATH = '/mypage';
