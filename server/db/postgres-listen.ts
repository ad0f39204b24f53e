import pg from 'pg';
import type { ChannelListener } from './database.ts';

/** How long to wait before connecting again after the listening connection is lost. */
const RECONNECT_MS = 1_000;

/**
 * `LISTEN channel` on a connection of its own (a pooled one would be handed to queries). When the
 * connection is lost the listener hears `listening(false)` at once and the connection is made again
 * every second until it holds; `stop` ends it for good. Never throws: a channel that cannot be
 * listened on leaves the listener not listening.
 */
export async function listenOnChannel(
  config: pg.ClientConfig,
  channel: string,
  listener: ChannelListener,
): Promise<{ stop(): Promise<void> }> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(config);
    client = next;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      listener.listening(false);
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => {
      if (message.channel === channel) listener.notified();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (!stopped) listener.listening(true);
  };

  // A first attempt that fails is retried like a lost connection; until then the listener is not listening.
  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
