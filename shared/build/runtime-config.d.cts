export function runtimeConfigFromEnv(env?: Record<string, string | undefined>): Record<
  string,
  unknown
> & {
  remotes: Record<string, string>;
};
export function contentSecurityPolicy(
  config: ReturnType<typeof runtimeConfigFromEnv>,
  env?: Record<string, string | undefined>,
): string;
export function envName(key: string): string;
export function tileOriginOf(tileUrl: string | undefined): string | null;
