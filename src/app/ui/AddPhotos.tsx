import { toastError } from '../toast/store';
import { SelectField } from './Field';

interface AddPhotosProps<K extends string> {
  /** The picker's label ("Stage", "Photo of") and its choices. */
  kindLabel: string;
  kinds: readonly K[];
  kindNames: Record<K, string>;
  kind: K;
  onKind: (kind: K) => void;
  /** The file input's accessible name ("Add job photos"). */
  inputLabel: string;
  className: string;
  /** Stores the picked photos on the device (the offline photo path); a failure is shown as "Photo not added". */
  add: (files: File[], kind: K) => Promise<unknown>;
}

/** A kind picker beside "Add photos": one control for the job's photos and a certificate record's. */
export function AddPhotos<K extends string>({ kindLabel, kinds, kindNames, kind, onKind, inputLabel, className, add }: AddPhotosProps<K>) {
  return (
    <div className={`row ${className}`}>
      <SelectField
        label={kindLabel}
        value={kind}
        onChange={(e) => onKind(e.target.value as K)}
        options={kinds.map((k) => ({ value: k, label: kindNames[k] }))}
      />
      <label className="btn btn-outline">
        Add photos
        <input
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          aria-label={inputLabel}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length)
              void add(files, kind).catch((err: unknown) =>
                toastError('Photo not added', err instanceof Error ? err.message : String(err)),
              );
          }}
        />
      </label>
    </div>
  );
}
