import { normalizeJoinCode } from '@harmo/contracts/projects';

/** Where a scanned or typed project code leads. */
export type JoinTarget =
  | { kind: 'page'; projectId: string; joinCode: string }
  | { kind: 'code'; joinCode: string }
  | { kind: 'none' };

const PROJECT_PATH = /^\/projects\/([0-9a-f-]{36})\/?$/i;

/**
 * Reads what a project's QR code holds: its join URL (`…/projects/<id>?joinCode=…`, on any
 * origin, since a printout outlives a domain move: only the path and the code are used), or a
 * bare join code as printed under it (`7K3Q-9XCD-M2PA`).
 */
export function joinTargetOf(text: string): JoinTarget {
  const value = text.trim();
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url && (url.protocol === 'https:' || url.protocol === 'http:')) {
    const match = PROJECT_PATH.exec(url.pathname);
    const joinCode = normalizeJoinCode(url.searchParams.get('joinCode') ?? '');
    if (match?.[1] && joinCode)
      return { kind: 'page', projectId: match[1].toLowerCase(), joinCode };
    return { kind: 'none' };
  }
  const joinCode = normalizeJoinCode(value);
  return joinCode ? { kind: 'code', joinCode } : { kind: 'none' };
}

/** The in-app path of a project's join page. */
export function joinPagePath(projectId: string, joinCode: string): string {
  return `/projects/${encodeURIComponent(projectId)}?joinCode=${encodeURIComponent(joinCode)}`;
}
