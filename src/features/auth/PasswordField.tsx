import { useId, useState, type InputHTMLAttributes } from 'react';
import { errorIdOf, FieldFrame, inputClass } from '../../app/ui/Field';

/** A labelled password input with a show/hide toggle and its error underneath (spec §2 Auth, §5). */
export function PasswordField({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="password-wrap">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={inputClass(error)}
          aria-invalid={!!error}
          aria-describedby={error ? errorIdOf(id) : undefined}
          {...input}
        />
        <button type="button" className="btn btn-ghost btn-sm password-toggle" aria-pressed={visible} onClick={() => setVisible((x) => !x)}>
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
