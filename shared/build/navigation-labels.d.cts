export function withLabels(
  declaration: unknown,
  app: { localesDir: string; namespace: string },
): (Record<string, unknown> & { labels: Record<string, string> })[];
