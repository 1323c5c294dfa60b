import type { Static } from 'typebox';
import type {
  ChangedMailSettingsSchema,
  FailedMailSchema,
  MailConfirmationBodySchema,
  MailSettingsBodySchema,
  MailSettingsSchema,
  NotificationPageResponses,
  NotificationSchema,
  UnreadCountSchema,
} from '../../api/src/modules/notifications/schemas';

/** A row of GET /notifications: an answer to one of my questions, or its change. */
export type Notification = Static<typeof NotificationSchema>;
/** GET /notifications: Spring's Page JSON, newest first. */
export type NotificationPage = Static<(typeof NotificationPageResponses)[200]>;
/** GET /notifications/unread-count */
export type UnreadCount = Static<typeof UnreadCountSchema>;
/** GET /members/me/mail-settings. */
export type MailSettings = Static<typeof MailSettingsSchema>;
/** The answer of PUT /members/me/mail-settings: whether a confirmation mail went out. */
export type ChangedMailSettings = Static<typeof ChangedMailSettingsSchema>;
/** POST /notifications/mail/confirm: the token of the mailed link. */
export type MailConfirmationBody = Static<typeof MailConfirmationBodySchema>;
/** PUT /members/me/mail-settings; email '' removes the address. */
export type MailSettingsBody = Static<typeof MailSettingsBodySchema>;
/** A row of GET /admin/mail-failures: an answer mail the sender gave up on. */
export type FailedMail = Static<typeof FailedMailSchema>;
