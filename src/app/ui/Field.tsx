import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/** The label, the control, and under it the hint or the error (spec §5: errors show under each field). */
export function FieldFrame({ id, label, error, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children}
      {hint && !error && <p className="hint">{hint}</p>}
      {error && (
        <p id={errorIdOf(id)} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The id of the frame's error message, for a control's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-err`;

export const inputClass = (error: string | null | undefined, base = 'input') => `${base} ${error ? 'input-error' : ''}`;

/** A labelled input with its error message under it. */
export function TextField({ label, error, hint, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input id={id} className={inputClass(error)} aria-invalid={!!error} aria-describedby={error ? errorIdOf(id) : undefined} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField({ label, error, hint, ...input }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea id={id} className={inputClass(error, 'input textarea')} aria-invalid={!!error} {...input} />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  ...select
}: FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly (string | { value: string; label: string })[]; placeholder?: string }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select id={id} className={inputClass(error)} aria-invalid={!!error} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const opt = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={opt.value} value={opt.value}>
              {opt.label}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
