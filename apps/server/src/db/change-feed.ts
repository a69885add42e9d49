import { Client } from 'pg';
import type { Logger } from '../logger';

export const CHANGES_CHANNEL = 'rsd_table_changes';

/** `table` is the table a committed write touched; null means "anything may have changed" (reconnect). */
export interface TableChange {
  table: string | null;
  /** The table's content stamp after the write, for a table whose trigger sends one (simulators, migration 0023). */
  stamp?: string;
}

/** A payload is the table's name, or `table:stamp`. */
function parsePayload(payload: string | undefined): TableChange {
  if (payload === undefined || payload === '') return { table: null };
  const colon = payload.indexOf(':');
  return colon === -1 ? { table: payload } : { table: payload.slice(0, colon), stamp: payload.slice(colon + 1) };
}
type Listener = (change: TableChange) => void;

/** What caches need from the feed: whether it can be trusted right now, and its changes. */
export interface ChangeSource {
  readonly live: boolean;
  subscribe(listener: Listener): () => void;
}

export interface ChangeFeedOptions {
  connectionString: string;
  logger: Logger;
  /** First delay before reconnecting; doubles up to 30 s. */
  retryDelayMs?: number;
}

/**
 * One dedicated connection LISTENing for the NOTIFYs the table triggers send, so in-memory caches
 * learn about writes made by any process. While it is down, `live` is false and caches must not be
 * trusted; on reconnect every listener hears `{ table: null }` because notifications may have been missed.
 */
export class ChangeFeed implements ChangeSource {
  private client: Client | undefined;
  private listeners = new Set<Listener>();
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelayMs: number;
  private closed = false;
  private isLive = false;

  private constructor(private readonly options: ChangeFeedOptions) {
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
  }

  /** Resolves once listening; a first connection failure rejects. */
  static async start(options: ChangeFeedOptions): Promise<ChangeFeed> {
    const feed = new ChangeFeed(options);
    await feed.connect();
    return feed;
  }

  get live(): boolean {
    return this.isLive;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.isLive = false;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private emit(change: TableChange): void {
    for (const listener of this.listeners) listener(change);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.options.connectionString });
    client.on('notification', (msg) => {
      if (msg.channel === CHANGES_CHANNEL) this.emit(parsePayload(msg.payload));
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.isLive = true;
    this.retryDelayMs = this.options.retryDelayMs ?? 1_000;
    this.emit({ table: null });
  }

  private lost(client: Client, err?: Error): void {
    if (client !== this.client || this.closed) return;
    this.client = undefined;
    this.isLive = false;
    this.options.logger.warn({ err }, 'change feed connection lost; caches bypassed until it is back');
    this.emit({ table: null });
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.connect().catch((err: unknown) => {
        this.options.logger.warn({ err }, 'change feed reconnect failed');
        this.retryDelayMs = Math.min(this.retryDelayMs * 2, 30_000);
        this.scheduleReconnect();
      });
    }, this.retryDelayMs);
    this.retryTimer.unref();
  }
}
