import type { CardRow } from './store';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The stand-in's 3-D Secure challenge: where a real gateway shows the card issuer's page (a
 * one-time password, the bank's app), this page, plainly labelled as a local stand-in, lets the
 * tester choose the result.
 */
export function challengePage(card: CardRow, backUrl: string, publicKey: string): string {
  const field = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>3-Dセキュア認証（ローカルの代替ページ）</title>
<style>
  body { margin: 0; font-family: system-ui, "Noto Sans CJK JP", sans-serif; background: #f3f4f6; color: #111827; line-break: strict; }
  main { max-width: 26rem; margin: 0 auto; padding: 1.25rem 1rem 2rem; }
  .label { display: inline-block; padding: .25rem .5rem; border-radius: .25rem; background: #92400e; color: #fff; font-weight: 700; font-size: .875rem; }
  h1 { font-size: 1.25rem; margin: .75rem 0; }
  p { line-height: 1.7; margin: .5rem 0; }
  .card { margin: 1rem 0; padding: 1rem; background: #fff; border: 1px solid #d1d5db; border-radius: .5rem; }
  .card strong { font-size: 1.125rem; letter-spacing: .05em; }
  form { display: grid; gap: .75rem; margin-top: 1.25rem; }
  button { font: inherit; font-weight: 700; padding: .875rem 1rem; border-radius: .5rem; border: 2px solid #1d4ed8; cursor: pointer; min-height: 3rem; }
  .ok { background: #1d4ed8; color: #fff; }
  .ng { background: #fff; color: #1d4ed8; }
</style>
</head>
<body>
<main>
  <span class="label">テスト用・ローカルの代替ページ</span>
  <h1>3-Dセキュア認証</h1>
  <p>本物のカード会社の画面ではありません。開発とテストのために、カード決済ゲートウェイの代替ページを表示しています。認証の結果を選んでください。</p>
  <div class="card">
    <p>${escapeHtml(card.brand)} <strong>•••• ${escapeHtml(card.last4)}</strong></p>
    <p>有効期限 ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}</p>
  </div>
  <form method="post" action="challenge">
    ${field('back_url', backUrl)}
    ${field('publickey', publicKey)}
    <button class="ok" type="submit" name="result" value="verified">認証する</button>
    <button class="ng" type="submit" name="result" value="failed">認証に失敗させる</button>
  </form>
</main>
</body>
</html>`;
}
