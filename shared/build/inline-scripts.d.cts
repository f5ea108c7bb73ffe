export const EARLY_SESSION_SCRIPT: string;
export const EARLY_SESSION_SCRIPT_HASH: string;
export const TILE_FIRST_SCRIPT: string;
export const TILE_FIRST_SCRIPT_HASH: string;
export const SYSTEM_THEME_SCRIPT: string;
export const SYSTEM_THEME_SCRIPT_HASH: string;
export const INLINE_SCRIPT_HASHES: readonly string[];
