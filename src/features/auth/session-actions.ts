import { api } from '../../data/api';
import { useSession, type SessionUser } from '../../app/session';
import { toast } from '../../app/toast/store';

/** Every way in (password, code, new account) ends the same: cache the user, greet, go to /landing (spec §4 Sign-in). */
export async function completeSignIn(user: SessionUser, greeting: { title: string; description: string }) {
  await useSession.getState().setUser(user);
  toast(greeting);
}

/** Sign-in forms handle 401 themselves: a wrong password is not a lapsed session. */
export function postAuth<T>(path: string, body: unknown): Promise<T> {
  return api<T>('POST', path, body, { quiet401: true });
}

export type UserAnswer = { user: SessionUser };
export type MessageAnswer = { success: boolean; message?: string };
