import express from 'express';
import { describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, listen, MAX_CONNECTIONS, REQUEST_TIMEOUT_MS } from './listen';

describe('listen', () => {
  it('binds to the given address with deliberate timeouts and a connection cap', async () => {
    const server = await listen(express(), 0, '127.0.0.1');
    try {
      expect(server.address()).toMatchObject({ address: '127.0.0.1', family: 'IPv4' });
      expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      expect(server.maxConnections).toBe(MAX_CONNECTIONS);
      // Headers must come faster than Node's 60 s default allows a slow client.
      expect(HEADERS_TIMEOUT_MS).toBeLessThan(60_000);
      expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
    } finally {
      server.close();
    }
  });

  it('rejects when the address is taken', async () => {
    const first = await listen(express(), 0, '127.0.0.1');
    try {
      const address = first.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      await expect(listen(express(), port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      first.close();
    }
  });
});
