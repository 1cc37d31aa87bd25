import { EmailOnlySchema, LoginSchema, RegisterSchema, VerifyCodeSchema } from '../../domain/schemas/auth';
import { fieldErrors } from './field-errors';
import type { AuthForm, FieldErrors } from './validation';

const SCHEMAS = { login: LoginSchema, register: RegisterSchema, emailOnly: EmailOnlySchema, verifyCode: VerifyCodeSchema };

export const checkFormNow = (form: AuthForm, value: unknown): FieldErrors => fieldErrors(SCHEMAS[form], value);
