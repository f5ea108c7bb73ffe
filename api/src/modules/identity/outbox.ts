import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/types';
import { normalizeEmail } from './email-address';
import { OUTBOX_LIST_LIMIT, OUTBOX_RETENTION_MS } from './constants';

export type MessageChannel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: MessageChannel;
  recipient: string;
  subject: string;
  body: string;
}

export interface OutboxMessage extends OutgoingMessage {
  id: string;
  createdAt: Date;
}

/**
 * Where codes that would go by e-mail or SMS are delivered: a row in identity_outbox (read by
 * GET /dev/outbox outside production) and a log line at info. Production runs against the real
 * Cognito pool, which sends its own messages; there the log line leaves out the body, so codes
 * never land in production logs.
 */
export interface Outbox {
  deliver(message: OutgoingMessage): Promise<void>;
  recent(recipient: string, limit?: number): Promise<OutboxMessage[]>;
}

const normalizeRecipient = (recipient: string): string =>
  recipient.includes('@') ? normalizeEmail(recipient) : recipient.replace(/[\s-]/g, '');

export function createOutbox(
  db: Queryable,
  log: FastifyBaseLogger,
  /** logBodies: codes go to the log only with the development helpers on. */
  options: { logBodies: boolean; now: () => Date },
): Outbox {
  return {
    async deliver(message) {
      await db.query('DELETE FROM identity_outbox WHERE created_at < $1', [
        new Date(options.now().getTime() - OUTBOX_RETENTION_MS),
      ]);
      await db.query(
        `INSERT INTO identity_outbox (id, channel, recipient, recipient_normalized, subject, body,
           created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          randomUUID(),
          message.channel,
          message.recipient,
          normalizeRecipient(message.recipient),
          message.subject,
          message.body,
          options.now(),
        ],
      );
      log.info(
        {
          outbox: {
            channel: message.channel,
            to: message.recipient,
            subject: message.subject,
            ...(options.logBodies ? { body: message.body } : {}),
          },
        },
        'identity message delivered to the outbox',
      );
    },
    async recent(recipient, limit = OUTBOX_LIST_LIMIT) {
      const { rows } = await db.query<{
        id: string;
        channel: MessageChannel;
        recipient: string;
        subject: string;
        body: string;
        created_at: Date;
      }>(
        `SELECT id, channel, recipient, subject, body, created_at FROM identity_outbox
         WHERE recipient_normalized = $1 ORDER BY created_at DESC LIMIT $2`,
        [normalizeRecipient(recipient), limit],
      );
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.created_at,
      }));
    },
  };
}

/** The texts of the messages, Japanese first, then English. */
export const messages = {
  signUpCode: (code: string): Omit<OutgoingMessage, 'channel' | 'recipient'> => ({
    subject: 'harmo 確認コード / harmo verification code',
    body: `harmo の確認コードは ${code} です。\nYour harmo verification code is ${code}.`,
  }),
  passwordResetCode: (code: string): Omit<OutgoingMessage, 'channel' | 'recipient'> => ({
    subject: 'harmo パスワード再設定コード / harmo password reset code',
    body:
      `パスワード再設定のコードは ${code} です。心当たりがない場合はこのメールを無視してください。\n` +
      `Your harmo password reset code is ${code}. If you did not ask for it, ignore this message.`,
  }),
  attributeCode: (code: string): Omit<OutgoingMessage, 'channel' | 'recipient'> => ({
    subject: 'harmo 確認コード / harmo verification code',
    body: `連絡先の確認コードは ${code} です。\nYour harmo verification code is ${code}.`,
  }),
  signUpAttempt: (): Omit<OutgoingMessage, 'channel' | 'recipient'> => ({
    subject: 'harmo アカウント作成の試み / harmo sign-up attempt',
    body:
      'このメールアドレスで harmo のアカウントを作成しようとした人がいます。アカウントはすでにあります。' +
      'お心当たりがなければ、このメールは無視してください。パスワードを忘れた場合はサインイン画面から再設定できます。\n' +
      'Someone tried to create a harmo account with this address, which already has one. If it was not ' +
      'you, ignore this message. If you forgot your password, reset it from the sign-in page.',
  }),
  signInCode: (code: string): Omit<OutgoingMessage, 'channel' | 'recipient'> => ({
    subject: 'harmo サインインコード / harmo sign-in code',
    body: `harmo のサインインコードは ${code} です。\nYour harmo sign-in code is ${code}.`,
  }),
};
