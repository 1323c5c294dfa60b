import { tellMemberLanguage } from './memberLanguage';
import { clearMember } from './session/sessionStore';
import { installRoutedApi, ok } from './testing/routedApi';
import { eachTestAsMember } from './testing/sessions';

eachTestAsMember();

it("tells the api a member's language, with the member's session", async () => {
  const { calls } = installRoutedApi({ 'PATCH /members/me/language': ok({ language: 'en' }) });

  await tellMemberLanguage('en');

  expect(calls).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      url: '/members/me/language',
      body: { language: 'en' },
      authorization: 'Bearer access-1',
    }),
  ]);
});

it('asks nothing for a visitor', async () => {
  clearMember();
  const { calls } = installRoutedApi({});

  await tellMemberLanguage('ko');

  expect(calls).toEqual([]);
});
