import net from 'node:net';

/** Whether something already listens on `port` (on any address of this machine). */
function isTaken(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(true);
      else reject(error);
    });
    // No host: the unspecified address, which collides with a listener on any address.
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

export class PortTakenError extends Error {
  constructor(readonly port: number) {
    super(
      `Port ${port} is already in use: another program (perhaps another copy of harmo) listens ` +
        `there, and the end-to-end tests would test it instead of this checkout. Stop it, or ` +
        `move this run with HARMO_E2E_PORT_OFFSET=<n>.`,
    );
    this.name = 'PortTakenError';
  }
}

/** Refuses to go on when any of the stack's ports is taken, naming the first one. */
export async function assertPortsFree(ports: readonly number[]): Promise<void> {
  for (const port of ports) {
    if (await isTaken(port)) throw new PortTakenError(port);
  }
}
