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

  it('asks the probe it is given, as often as it takes', async () => {
    const asked: string[] = [];
    const upOnThird = async (url: string) => (asked.push(url), asked.length === 3);
    await expect(waitForServer('https://127.0.0.1:1/', 'bench:scale', 5, upOnThird)).resolves.toBeUndefined();
    expect(asked).toEqual(['https://127.0.0.1:1/', 'https://127.0.0.1:1/', 'https://127.0.0.1:1/']);
    await expect(waitForServer('https://127.0.0.1:1/', 'bench:scale', 2, async () => false)).rejects.toThrow('bench:scale: the server did not come up at https://127.0.0.1:1/');
  });
});
