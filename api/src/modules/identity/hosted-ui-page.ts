/**
 * Server-rendered pages of the hosted-domain stand-in: minimal HTML, no script, Japanese first
 * with English beside it, labelled controls that work with the keyboard alone.
 */
import type { IdentityProviderName } from './federated-identities-repository';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const PROVIDER_LABEL: Record<IdentityProviderName, string> = {
  Google: 'Google',
  SignInWithApple: 'Apple',
};

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 1.5rem 1rem; display: flex; justify-content: center; }
  main { width: 100%; max-width: 26rem; }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  .notice { border: 2px solid #b45309; border-radius: .5rem; padding: .75rem; margin-bottom: 1.25rem; }
  .notice p { margin: .25rem 0; }
  form { margin: 0 0 .75rem; }
  label { display: block; font-weight: 600; margin-bottom: .35rem; }
  input[type=email] { width: 100%; box-sizing: border-box; font-size: 1rem; padding: .6rem; }
  button { font-size: 1rem; padding: .6rem 1rem; min-height: 2.75rem; width: 100%; cursor: pointer; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .error { color: #b91c1c; font-weight: 600; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { margin-bottom: .5rem; }
  h2 { font-size: 1.05rem; margin: 1.5rem 0 .5rem; }
  .secondary { background: transparent; border: 1px solid currentColor; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface StandInPageInput {
  provider: IdentityProviderName;
  /** Opaque id of the stored authorization request. */
  requestId: string;
  formAction: string;
  suggestedEmails: readonly string[];
  email?: string;
  errorMessage?: string;
}

/** The page where a tester picks or types the e-mail the stand-in provider vouches for. */
export function renderStandInPage(input: StandInPageInput): string {
  const label = PROVIDER_LABEL[input.provider];
  const hidden = `<input type="hidden" name="request" value="${escapeHtml(input.requestId)}">`;
  const error = input.errorMessage
    ? `<p class="error" id="email-error" role="alert">${escapeHtml(input.errorMessage)}</p>`
    : '';
  const suggestions = input.suggestedEmails
    .map(
      (email) => `<li><form method="post" action="${escapeHtml(input.formAction)}">${hidden}
<input type="hidden" name="email" value="${escapeHtml(email)}">
<button type="submit">${escapeHtml(email)} で続ける <span lang="en">/ Continue as ${escapeHtml(email)}</span></button>
</form></li>`,
    )
    .join('\n');
  return page(
    `${label} サインイン（ローカル開発用の代替） / ${label} sign-in (local stand-in)`,
    `<h1>${label} でサインイン <span lang="en">/ Sign in with ${label}</span></h1>
<div class="notice" role="note">
<p>これはローカル開発用の ${label} サインインの代わりです。本物の ${label} には接続しません。</p>
<p lang="en">This is a local development stand-in for ${label} sign-in. It does not contact ${label}.</p>
</div>
<form method="post" action="${escapeHtml(input.formAction)}" novalidate>
${hidden}
<label for="email">メールアドレス <span lang="en">/ E-mail address</span></label>
${error}
<input id="email" name="email" type="email" autocomplete="email" required
  value="${escapeHtml(input.email ?? '')}"${input.errorMessage ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
<p><button type="submit">このメールアドレスで続ける <span lang="en">/ Continue with this e-mail</span></button></p>
</form>
${
  suggestions
    ? `<h2>デモ用アカウント <span lang="en">/ Demo accounts</span></h2>\n<ul>\n${suggestions}\n</ul>`
    : ''
}
<form method="post" action="${escapeHtml(input.formAction)}">
${hidden}
<input type="hidden" name="cancel" value="1">
<button type="submit" class="secondary">キャンセル <span lang="en">/ Cancel</span></button>
</form>`,
  );
}

/** Lets the tester choose a provider when the request named none. */
export function renderProviderChoicePage(
  links: { provider: IdentityProviderName; href: string }[],
): string {
  const items = links
    .map(
      ({ provider, href }) =>
        `<li><a href="${escapeHtml(href)}">${PROVIDER_LABEL[provider]} でサインイン <span lang="en">/ Sign in with ${PROVIDER_LABEL[provider]}</span></a></li>`,
    )
    .join('\n');
  return page(
    'サインイン方法を選ぶ / Choose how to sign in',
    `<h1>サインイン方法を選ぶ <span lang="en">/ Choose how to sign in</span></h1>
<div class="notice" role="note">
<p>ローカル開発用のサインイン画面です。</p>
<p lang="en">Local development sign-in page.</p>
</div>
<ul>
${items}
</ul>`,
  );
}

/** An error the browser must not be redirected for (unknown client or redirect URI). */
export function renderErrorPage(messageJa: string, messageEn: string): string {
  return page(
    'サインインを続けられません / Sign-in cannot continue',
    `<h1>サインインを続けられません <span lang="en">/ Sign-in cannot continue</span></h1>
<p role="alert">${escapeHtml(messageJa)}</p>
<p lang="en">${escapeHtml(messageEn)}</p>`,
  );
}
