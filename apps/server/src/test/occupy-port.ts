import net from 'node:net';
import { eventually } from './eventually';

/** Listens on `port` as soon as it is free (for example once a killed server let it go); close() frees it again. */
export async function occupyPort(port: number): Promise<net.Server> {
  const squatter = net.createServer();
  await eventually(
    () =>
      new Promise<void>((resolve, reject) => {
        squatter.once('error', reject);
        squatter.listen(port, '127.0.0.1', () => resolve());
      }),
  );
  return squatter;
}
