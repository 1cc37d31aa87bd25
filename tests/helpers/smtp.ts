import net from 'node:net';

/** A real SMTP listener that can be stopped and started again on the same port, recording each message. */
export class SmtpListener {
  messages: string[] = [];
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  port = 0;
  async start() {
    this.server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      let inData = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            this.messages.push(buffer.slice(0, end));
            buffer = buffer.slice(end + 5);
            inData = false;
            socket.write('250 OK queued\r\n');
            continue;
          }
          const nl = buffer.indexOf('\r\n');
          if (nl < 0) return;
          const line = buffer.slice(0, nl);
          buffer = buffer.slice(nl + 2);
          const cmd = line.slice(0, 4).toUpperCase();
          if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
          else if (cmd === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
    this.port = (this.server!.address() as net.AddressInfo).port;
  }
  async stop() {
    const server = this.server;
    if (!server) return; // stopped already
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => server.close(r));
    this.server = null;
  }
}
