import type { Db } from '../db';
import { recordMailMessage } from '../repos/mail-messages';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** where the recipient's reply goes (a quote or invoice: the business, not the deployment's MAIL_FROM) */
  replyTo?: string;
  attachments?: MailAttachment[];
}
export interface Mailer {
  readonly transport: 'database' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

function record(sql: Db, msg: MailMessage, transport: string) {
  const attachments = (msg.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    size: a.content.byteLength,
  }));
  return recordMailMessage(sql, msg, attachments, transport);
}

/** Default transport: keeps each message in the database and logs it, so a newcomer sees the reset link in the terminal. */
export function databaseMailer(sql: Db, log: (line: string) => void = console.log): Mailer {
  return {
    transport: 'database',
    async send(msg) {
      await record(sql, msg, 'database');
      log(`[mail] to ${msg.to}: ${msg.subject}\n${msg.text}\n`);
    },
  };
}

export async function smtpMailer(sql: Db, smtpUrl: string, from: string): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(msg) {
      await transporter.sendMail({
        from,
        to: msg.to,
        ...(msg.replyTo ? { replyTo: msg.replyTo } : {}),
        subject: msg.subject,
        text: msg.text,
        attachments: msg.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) })),
      });
      await record(sql, msg, 'smtp');
    },
  };
}
