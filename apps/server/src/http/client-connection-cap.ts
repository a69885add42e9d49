import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddressKey } from './client-address';

/** Express's compiled `trust proxy` setting (proxy-addr): whether the hop `hop` away at `address` is a trusted proxy. */
export type TrustProxyFn = (address: string, hop: number) => boolean;

/**
 * Destroys a client's socket beyond `cap` open ones, counted per clientAddressKey (IPv6 by /64), so that one
 * client cannot hold every socket the server allows. A trusted proxy is not counted: behind one, every visitor
 * arrives from its address.
 */
export function capConnectionsPerClient(server: Server, cap: number, isTrustedProxy: TrustProxyFn): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // No address: the socket is already gone, and Node has nothing left to serve on it.
    if (address === undefined || isTrustedProxy(address, 0)) return;
    const key = clientAddressKey(address);
    const count = open.get(key) ?? 0;
    if (count >= cap) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
