import type { Compiler } from 'webpack';

/**
 * The first line of a screen's script files, and of the shared libraries built into one module:
 * V8's hint to compile the whole file at once.
 */
export const COMPILE_HINT: string;

export class CompileHintsPlugin {
  /**
   * @param options the app's package folder, and the chunk names of the shared libraries built
   *   into one module (their first use runs all of them)
   */
  constructor(options: { appDir: string; wholeLibraries?: string[] });
  apply(compiler: Compiler): void;
}
