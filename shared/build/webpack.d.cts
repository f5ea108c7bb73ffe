export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  strictVersion?: boolean;
}
export function sharedModules(): Record<string, SharedSingleton>;
export const STARTUP_CHECKS: string[];
export function createAppConfig(options: {
  appDir: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
}): (env: unknown, argv?: { mode?: string }) => Record<string, unknown>;
