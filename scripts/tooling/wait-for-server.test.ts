import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { waitForServer } from './wait-for-server.ts';

describe('waitForServer', () => {
  it('resolves once the address answers 2xx', async () => {
    const server = createServer((_, response) => response.writeHead(200).end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await expect(waitForServer(`http://127.0.0.1:${port}/`, 'test', 2)).resolves.toBeUndefined();
    server.close();
  });

  it('names the caller and the address when nothing answers', async () => {
    const server = createServer((_, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await expect(waitForServer(`http://127.0.0.1:${port}/x`, 'bench:scale', 2)).rejects.toThrow(`bench:scale: the server did not come up at http://127.0.0.1:${port}/x`);
    server.close();
  });
});
