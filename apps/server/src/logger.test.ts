import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('writes JSON lines and never the credentials a request or response carries', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    logger.info(
      {
        req: { method: 'GET', url: '/api/users', headers: { cookie: 'sid=s3cret', authorization: 'Bearer t0ken', accept: '*/*' } },
        res: { statusCode: 200, headers: { 'set-cookie': 'sid=n3w' } },
      },
      'request completed',
    );
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!);
    expect(record).toMatchObject({
      level: 30,
      service: 'rsd-server',
      msg: 'request completed',
      req: { url: '/api/users', headers: { cookie: '[Redacted]', authorization: '[Redacted]', accept: '*/*' } },
      res: { headers: { 'set-cookie': '[Redacted]' } },
    });
    expect(lines[0]).not.toMatch(/s3cret|t0ken|n3w/);
  });

  it('drops records below its level', () => {
    const lines: string[] = [];
    createLogger('warn', { write: (line: string) => lines.push(line) }).info('not shown');
    expect(lines).toEqual([]);
  });
});
