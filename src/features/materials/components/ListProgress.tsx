/** Spec §3: progress is the completed count over the total count. */
export function ListProgress({ items }: { items: readonly { completed: boolean }[] }) {
  const done = items.filter((i) => i.completed).length;
  const total = items.length;
  const pct = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className="mat-progress">
      <div className="row-between small">
        <span>
          <strong>
            {done}/{total}
          </strong>{' '}
          completed
        </span>
        <span className="muted">{pct}%</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label="Items completed"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
      >
        <span style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
