import type { Db } from '../db';

/** mail_messages: every message the server sent (or, with the database transport, kept instead of sending). */
export async function recordMailMessage(
  sql: Db,
  msg: { to: string; subject: string; text: string },
  attachments: { filename: string; contentType: string; size: number }[],
  transport: string,
) {
  await sql`insert into mail_messages (to_address, subject, body_text, attachments, transport)
    values (${msg.to}, ${msg.subject}, ${msg.text}, ${sql.json(attachments)}, ${transport})`;
}
