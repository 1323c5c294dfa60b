// The api's limits (api/src/modules/questions/schemas.ts). The form stops the typing there, so a
// long post is never refused only after it was written.
export const POST_TITLE_MAX_LENGTH = 100;
export const POST_CONTENT_MAX_LENGTH = 10_000;
