import type { Compiler } from 'webpack';

/** The first line of a screen's script files: V8's hint to compile the whole file at once. */
export const COMPILE_HINT: string;

export class CompileHintsPlugin {
  constructor(options: { appDir: string });
  apply(compiler: Compiler): void;
}
