export const TILE_FIRST_SCRIPT: string;
export const TILE_FIRST_SCRIPT_HASH: string;
