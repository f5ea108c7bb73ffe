import type { Queryable } from '../../../db';
import { readDataVersion } from '../store/data-version';
import { loadIndexRows } from '../store/read-facilities';
import { FacilityReadIndex } from './read-index';

export interface IndexHolderOptions {
  /** How often to ask the database whether the facilities changed; 0 asks on every request. */
  checkIntervalMs?: number;
  /**
   * false (default): while a newer index builds, requests are answered from the previous one.
   * true: requests wait for it (tests, and tools that import then query).
   */
  waitForRebuild?: boolean;
  onRebuilt?: (event: { version: number; size: number; milliseconds: number }) => void;
  now?: () => number;
}

/**
 * Keeps the read index in step with the database. The module's start (or else the first
 * request) builds it; later requests compare the stored data version at most every
 * checkIntervalMs, a single cheap query, so an import made through any api instance reaches every
 * instance within that interval.
 */
export class ReadIndexHolder {
  private index: FacilityReadIndex | null = null;
  private building: Promise<FacilityReadIndex> | null = null;
  /** A rebuild started by a version check, from the check until the new index is in place. */
  private catchingUp: Promise<FacilityReadIndex> | null = null;
  private lastCheck = -Infinity;
  private gate: Promise<unknown> | null = null;
  private readonly checkIntervalMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Queryable,
    private readonly options: IndexHolderOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 2_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** Holds requests until `work` settles (e.g. the demo data being written on first start). */
  holdUntil(work: Promise<unknown>): void {
    const gate = work.catch(() => undefined);
    this.gate = gate;
    void gate.then(() => {
      if (this.gate === gate) this.gate = null;
    });
  }

  async current(): Promise<FacilityReadIndex> {
    if (this.gate) await this.gate;
    const index = this.index ?? (await this.rebuild());
    if (this.now() - this.lastCheck < this.checkIntervalMs) return index;
    this.lastCheck = this.now();
    if ((await readDataVersion(this.db)) === index.version) return index;
    const newer = this.rebuildIfStale();
    this.catchingUp = newer;
    // A failed rebuild is retried at the next check; meanwhile the older index keeps serving.
    void newer
      .finally(() => {
        if (this.catchingUp === newer) this.catchingUp = null;
      })
      .catch(() => undefined);
    return this.options.waitForRebuild ? newer : index;
  }

  /** Builds the index now from the current data (after an import in this process). */
  async refresh(): Promise<FacilityReadIndex> {
    // A build already running may have read the data before the change: build again after it.
    if (this.building) await this.building.catch(() => undefined);
    return this.rebuild();
  }

  /** Resolves once no rebuild is running (tests, and tools that want the newest index). */
  async idle(): Promise<void> {
    while (this.building || this.catchingUp) {
      await (this.catchingUp ?? this.building)?.catch(() => undefined);
    }
  }

  /** A build that started before the data changed is not enough: wait for it, then check. */
  private async rebuildIfStale(): Promise<FacilityReadIndex> {
    if (this.building) await this.building.catch(() => undefined);
    const version = await readDataVersion(this.db);
    if (this.index && this.index.version === version) return this.index;
    return this.rebuild();
  }

  private rebuild(): Promise<FacilityReadIndex> {
    if (this.building) return this.building;
    const started = this.now();
    this.building = (async () => {
      try {
        // The index answers for the version read before its rows: a change made while they
        // load makes the next check build again.
        const version = await readDataVersion(this.db);
        this.lastCheck = started;
        const rows = await loadIndexRows(this.db);
        const index = await FacilityReadIndex.build(version, rows);
        this.index = index;
        this.options.onRebuilt?.({
          version,
          size: index.size,
          milliseconds: Math.round(this.now() - started),
        });
        return index;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }
}
