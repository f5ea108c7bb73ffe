import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../../db';
import { listPatients } from '../../../accounts';
import { checkupDocument } from './checkup-document';
import { generatedCheckups } from './generated-checkups';

/** The client id the stand-in knows harmo by, and the secret it expects (not a secret: a demo). */
export const STANDIN_CLIENT = { id: 'harmo-standin', secret: 'standin-secret' } as const;
const CODE_LIFETIME_MS = 5 * 60_000;
const TOKEN_LIFETIME_MS = 10 * 60_000;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

const escapeHtml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const AuthorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.literal(STANDIN_CLIENT.id),
  redirect_uri: z.url({ protocol: /^https?$/ }),
  state: z.string().min(1).max(128),
  login_hint: z.uuid(),
});
type AuthorizeQuery = z.infer<typeof AuthorizeQuery>;

function sendPage(reply: FastifyReply, status: number, body: string, redirectUri?: string) {
  const formTargets = ["'self'", ...(redirectUri ? [new URL(redirectUri).origin] : [])];
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    ).send(`<!doctype html>
<html lang="ja"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>マイナポータル連携の代替ページ（開発・デモ用）</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;line-height:1.7;color:#1a1a1a;background:#fff}
main{max-width:32rem;margin:0 auto}
.banner{border:2px solid #8a4b00;background:#fff4e0;color:#5c3200;padding:12px;border-radius:8px}
button{font:inherit;width:100%;min-height:48px;margin-top:12px;border-radius:8px;border:1px solid #1a4fa0}
.approve{background:#1a4fa0;color:#fff}.deny{background:#fff;color:#1a4fa0}
</style></head><body><main>${body}</main></body></html>`);
}

function errorPage(reply: FastifyReply, message: string) {
  return sendPage(
    reply,
    400,
    `<h1>連携を始められません</h1><p class="banner">${escapeHtml(message)}</p>`,
  );
}

/**
 * The local stand-in for マイナポータル's API, for development and demos: a plainly labelled
 * consent page, a token endpoint, and the check-up resources, speaking the protocol the portal
 * connection speaks. It hands out generated check-ups of the harmo person the link was started
 * for (it has no card to read), written as the ministry's CDA files. State lives in the database.
 *
 * Security: it runs only with the development helpers; a redirect goes only to one of the
 * web app's origins (the CORS list), never elsewhere.
 */
export function standinRoutes(options: {
  db: Database;
  allowedOrigins: readonly string[];
  now: () => Date;
}): FastifyPluginAsync {
  const { db, allowedOrigins, now } = options;
  const isAllowedRedirect = (uri: string): boolean => allowedOrigins.includes(new URL(uri).origin);

  async function personById(patientId: string) {
    return (await listPatients(db, patientId))[patientId] ?? null;
  }

  /**
   * Security: the person of a link harmo started, still open, for that very patient (its state
   * and login hint). Any other id gets nothing: the page would otherwise show anyone's name to
   * whoever guesses an id, and hand out their generated check-ups.
   */
  async function personOfLink(query: { state: string; login_hint: string }) {
    const { rows } = await db.query<{ patient_account_id: string }>(
      `SELECT patient_account_id FROM mynapo_link_requests
       WHERE state_hash = $1 AND consumed_at IS NULL AND expires_at > $2`,
      [sha256(query.state), now()],
    );
    const patientId = query.login_hint;
    return rows[0]?.patient_account_id === patientId ? personById(patientId) : null;
  }

  return async (app) => {
    app.get('/authorize', async (request, reply) => {
      const parsed = AuthorizeQuery.safeParse(request.query);
      if (!parsed.success || !isAllowedRedirect(parsed.data.redirect_uri)) {
        return errorPage(
          reply,
          '連携の依頼が正しくありません。harmo の画面からやり直してください。',
        );
      }
      const query = parsed.data;
      const person = await personOfLink(query);
      if (!person) {
        return errorPage(
          reply,
          'この連携の依頼は見つからないか、期限が切れています。harmo の画面からやり直してください。',
        );
      }
      const hidden = (Object.keys(query) as (keyof AuthorizeQuery)[])
        .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(query[key])}">`)
        .join('');
      return sendPage(
        reply,
        200,
        `<p class="banner"><strong>これは本物のマイナポータルではありません。</strong>
開発とデモのための代替ページです。マイナンバーカードは読み取らず、作られた健診結果を渡します。</p>
<h1>harmo との連携への同意</h1>
<p>harmo が、${escapeHtml(person.name)} さんの特定健診の結果（デモ用に作られた 3 年分）の取得を求めています。</p>
<form method="post" action="authorize">${hidden}
<button class="approve" type="submit" name="decision" value="approve">同意して harmo に戻る</button>
<button class="deny" type="submit" name="decision" value="deny">同意しないで harmo に戻る</button>
</form>`,
        query.redirect_uri,
      );
    });

    app.post('/authorize', async (request, reply) => {
      const parsed = AuthorizeQuery.extend({ decision: z.enum(['approve', 'deny']) }).safeParse(
        request.body,
      );
      if (!parsed.success || !isAllowedRedirect(parsed.data.redirect_uri)) {
        return errorPage(
          reply,
          '連携の依頼が正しくありません。harmo の画面からやり直してください。',
        );
      }
      const { redirect_uri: redirectUri, state, login_hint: patientId, decision } = parsed.data;
      const target = new URL(redirectUri);
      target.searchParams.set('state', state);
      if (decision === 'deny' || !(await personOfLink(parsed.data))) {
        target.searchParams.set('error', 'access_denied');
        return reply.redirect(target.toString(), 303);
      }
      const code = randomBytes(24).toString('base64url');
      const at = now();
      await db.query(
        `INSERT INTO mynapo_standin_grants (code_hash, patient_account_id, redirect_uri,
           created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [sha256(code), patientId, redirectUri, at, new Date(at.getTime() + CODE_LIFETIME_MS)],
      );
      target.searchParams.set('code', code);
      return reply.redirect(target.toString(), 303);
    });

    app.post('/token', async (request, reply) => {
      const expected = `Basic ${Buffer.from(`${STANDIN_CLIENT.id}:${STANDIN_CLIENT.secret}`).toString('base64')}`;
      const body = z
        .object({
          grant_type: z.literal('authorization_code'),
          code: z.string().min(1).max(512),
          redirect_uri: z.string(),
        })
        .safeParse(request.body);
      if (request.headers.authorization !== expected) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      if (!body.success) return reply.code(400).send({ error: 'invalid_request' });
      const token = randomBytes(24).toString('base64url');
      const at = now();
      const { rowCount } = await db.query(
        `UPDATE mynapo_standin_grants
         SET code_used_at = $3, token_hash = $4, expires_at = $5
         WHERE code_hash = $1 AND redirect_uri = $2 AND code_used_at IS NULL AND expires_at > $3`,
        [
          sha256(body.data.code),
          body.data.redirect_uri,
          at,
          sha256(token),
          new Date(at.getTime() + TOKEN_LIFETIME_MS),
        ],
      );
      if (rowCount !== 1) return reply.code(400).send({ error: 'invalid_grant' });
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_MS / 1000 };
    });

    async function personOfToken(authorization: string | undefined) {
      const token = /^Bearer ([\w-]{1,128})$/.exec(authorization ?? '')?.[1];
      if (!token) return null;
      const { rows } = await db.query<{ patient_account_id: string }>(
        `SELECT patient_account_id FROM mynapo_standin_grants
         WHERE token_hash = $1 AND expires_at > $2`,
        [sha256(token), now()],
      );
      const patientId = rows[0]?.patient_account_id;
      const person = patientId ? await personById(patientId) : null;
      return patientId && person ? generatedCheckups(patientId, person, now()) : null;
    }

    app.get('/checkups', async (request, reply) => {
      const checkups = await personOfToken(request.headers.authorization);
      if (!checkups) return reply.code(401).send({ error: 'invalid_token' });
      return { checkups: checkups.map((checkup) => ({ id: checkup.date })) };
    });

    app.get('/checkups/:id', async (request, reply) => {
      const checkups = await personOfToken(request.headers.authorization);
      if (!checkups) return reply.code(401).send({ error: 'invalid_token' });
      const { id } = request.params as { id: string };
      const checkup = checkups.find((candidate) => candidate.date === id);
      if (!checkup) return reply.code(404).send({ error: 'not_found' });
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .send(checkupDocument(checkup));
    });
  };
}
