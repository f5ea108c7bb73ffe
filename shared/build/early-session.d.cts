export const EARLY_SESSION_SCRIPT: string;
export const EARLY_SESSION_SCRIPT_HASH: string;
