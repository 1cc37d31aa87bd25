import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../api/db';
import { migrate } from '../../api/migrate';
import { databaseMailer, smtpMailer } from '../../api/services/mail';

/** A small SMTP listener: enough of RFC 5321 for nodemailer to deliver one message, which it records. */
function startSmtpListener(): Promise<{ port: number; messages: string[]; close(): void }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
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
        else if (cmd === 'MAIL' || cmd === 'RCPT') socket.write('250 OK\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, messages, close: () => server.close() }),
    ),
  );
}

describe('mail', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db.sql);
  });
  afterAll(() => db.close());

  it('the default transport stores each message in the database and logs it', async () => {
    const lines: string[] = [];
    const mailer = databaseMailer(db.sql, (l) => lines.push(l));
    await mailer.send({ to: 'tradie@example.com', subject: 'Reset your password', text: 'Open http://x/reset-password?token=abc' });
    const [row] = await db.sql`select * from mail_messages where to_address = 'tradie@example.com'`;
    expect(row).toMatchObject({ subject: 'Reset your password', transport: 'database' });
    expect(lines.join('\n')).toContain('reset-password?token=abc');
  });

  it('with SMTP_URL it delivers over SMTP, attachments included', async () => {
    const listener = await startSmtpListener();
    try {
      const mailer = await smtpMailer(db.sql, `smtp://127.0.0.1:${listener.port}?ignoreTLS=true`, 'Tradie Toolbox <no-reply@example.com>');
      await mailer.send({
        to: 'client@example.com',
        subject: 'Your quote',
        text: 'Please find your quote attached.',
        attachments: [{ filename: 'Quote.pdf', contentType: 'application/pdf', content: new TextEncoder().encode('%PDF-1.7 test') }],
      });
      expect(listener.messages).toHaveLength(1);
      expect(listener.messages[0]).toContain('Subject: Your quote');
      expect(listener.messages[0]).toContain('client@example.com');
      expect(listener.messages[0]).toContain('Quote.pdf');
      const [row] = await db.sql`select transport from mail_messages where to_address = 'client@example.com'`;
      expect(row.transport).toBe('smtp');
    } finally {
      listener.close();
    }
  });
});
