import net from 'node:net';

/**
 * A port nothing listens on now, chosen by the kernel. A port picked at random could be one the
 * kernel has just lent to an outgoing connection (its ephemeral range here is 32768-60999, and the
 * suite holds many connections open); a server started on it fails with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
