import { useState, type ChangeEvent } from 'react';
import { loadFormSchemas, type FieldErrors } from './validation';

/** Form values with per-field errors that clear as soon as the user edits that field (spec §5). */
export function useFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.target.value;
      loadFormSchemas().catch(() => {}); // early start only: a submit loads them again and reports a failure
      setValues((prev) => ({ ...prev, [name]: value }));
      setErrors((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));
    },
  });
  return { values, setValues, errors, setErrors, bind };
}
