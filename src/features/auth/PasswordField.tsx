import { useId, useState, type InputHTMLAttributes } from 'react';

/** A labelled password input with a show/hide toggle and its error underneath (spec §2 Auth, §5). */
export function PasswordField({ label, error, hint, ...input }: { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="password-wrap">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`input ${error ? 'input-error' : ''}`}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-err` : undefined}
          {...input}
        />
        <button
          type="button"
          className="btn btn-ghost btn-sm password-toggle"
          aria-pressed={visible}
          onClick={() => setVisible((x) => !x)}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
      {hint && !error && <p className="hint">{hint}</p>}
      {error && (
        <p id={`${id}-err`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
