// The three remotes: federation container name → workspace folder, which is also the remote's
// folder on the CDN (<cdn>/<folder>/<buildId>/). One list for the site runner, deploys and checks.
'use strict';

const REMOTES = {
  mfe_accounts: 'mfe-accounts',
  mfe_mypage: 'mfe-mypage',
  mfe_qna: 'mfe-qna',
};

module.exports = { REMOTES };
