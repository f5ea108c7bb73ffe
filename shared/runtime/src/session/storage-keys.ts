/**
 * Local-storage keys of the session, as the companion mobile app and earlier releases know them.
 * Changing one signs every user out, so they are defined once here.
 */
export const STORAGE_KEYS = {
  refreshToken: 'refreshToken',
  cognitoUserName: 'cognitoUserName',
  currentPatientId: 'currentPatientId',
  needRedirect: 'needRedirect',
  /** A sign-in left for Google or Apple and has not come back yet. */
  snsRedirect: 'harmo.snsRedirect',
  returnTarget: 'returnTarget',
  theme: 'theme',
  language: 'language',
  /** When the person last closed the app-download invitation (milliseconds since the epoch). */
  appDownloadToastClosedAt: 'harmo.appDownloadToastClosedAt',
} as const;

/**
 * Storage that falls back to memory when local storage is unavailable (private mode, blocked
 * cookies, a WebView without DOM storage), so the app keeps working for the visit.
 */
class SafeStorage {
  private memory = new Map<string, string>();

  private get backing(): Storage | null {
    try {
      return typeof window !== 'undefined' ? window.localStorage : null;
    } catch {
      return null;
    }
  }

  get(key: string): string | null {
    try {
      const value = this.backing?.getItem(key);
      if (value !== undefined && value !== null) return value;
    } catch {
      /* fall through to memory */
    }
    return this.memory.get(key) ?? null;
  }

  set(key: string, value: string): void {
    // Only what local storage cannot take is kept here: a copy of a stored value would hide its
    // removal by another tab (a sign-out there).
    this.memory.delete(key);
    try {
      this.backing!.setItem(key, value);
    } catch {
      // No local storage, or it refused (full, private mode): memory keeps it for this visit.
      this.memory.set(key, value);
    }
  }

  remove(key: string): void {
    this.memory.delete(key);
    try {
      this.backing?.removeItem(key);
    } catch {
      /* nothing stored */
    }
  }

  /** Every key held, in local storage or in memory, that starts with `prefix`. */
  keysWithPrefix(prefix: string): string[] {
    const keys = new Set([...this.memory.keys()].filter((key) => key.startsWith(prefix)));
    try {
      const backing = this.backing;
      for (let index = 0; backing && index < backing.length; index += 1) {
        const key = backing.key(index);
        if (key?.startsWith(prefix)) keys.add(key);
      }
    } catch {
      /* memory only */
    }
    return [...keys];
  }
}

export const storage = new SafeStorage();
