import type * as v from 'valibot';

/**
 * The first valibot issue as one line that names the field in plain words: "email: Please enter a valid email address"
 * (the server's 400 message, the device's rejected write, the forms' field errors all read the same).
 */
export function issueMessage(issues: readonly v.BaseIssue<unknown>[]): { field: string | undefined; message: string } {
  const issue = issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.') || undefined;
  return { field, message: field ? `${field}: ${issue.message}` : issue.message };
}
