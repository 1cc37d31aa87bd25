import { useId } from 'react';
import { YEARS_MAX, YEARS_MIN } from '../../domain/constants';
import { yearsLabel } from './form';

/** Spec §9: 1 to 50, step 1, labels '1 Year', 'N Years', '50+ Years'. */
export function YearsSlider({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const id = useId();
  return (
    <div className="field">
      <div className="row-between">
        <label htmlFor={id} className="label">
          Years of Experience
        </label>
        <output htmlFor={id} className="years-value">
          {yearsLabel(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="years-range"
        min={YEARS_MIN}
        max={YEARS_MAX}
        step={1}
        value={value}
        aria-valuetext={yearsLabel(value)}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <div className="row-between hint" aria-hidden="true">
        <span>{yearsLabel(YEARS_MIN)}</span>
        <span>{yearsLabel(YEARS_MAX)}</span>
      </div>
    </div>
  );
}
