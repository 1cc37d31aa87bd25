import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../api/db';
import { migrate } from '../../api/migrate';
import { databaseMailer, smtpMailer } from '../../api/services/mail';
import { SmtpListener } from '../helpers/smtp';

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
    const listener = new SmtpListener();
    await listener.start();
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
      await listener.stop();
    }
  });
});
