import { useState } from 'react';
import { toastError } from '../../app/toast/store';
import { TextField, SelectField } from '../../app/ui/Field';
import { STATES, type State } from '../../domain/constants';
import { todayIso, type IsoDate } from '../../domain/dates';
import {
  assessHighRisk,
  fallHeightRule,
  NO_ANSWERS,
  questionOrder,
  YES_NO_CATEGORIES,
  type HighRiskAnswers,
  type HighRiskFinding,
  type YesNoCategory,
} from '../../domain/compliance/high-risk';
import type { RiskCheckRow } from '../../domain/compliance/rows';
import { saveRiskCheck } from './mutations';
import { RuleSourceLink } from './RuleSourceLink';

const FIRST_QUESTIONS = 4;
const QUESTION = new Map(YES_NO_CATEGORIES.map((c) => [c.key, c.question]));

function metresOrNull(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : NaN;
}

/** "Is this high-risk work?": the plain questions, and what they decide, with the rule and its source. */
export function RiskCheckCard(props: {
  userId: string;
  jobId: string;
  defaultState: State | null;
  trade: string;
  on: IsoDate;
  saved: RiskCheckRow | null;
}) {
  const { saved } = props;
  const [editing, setEditing] = useState(!saved);
  const [state, setState] = useState<State | ''>(saved?.state ?? props.defaultState ?? '');
  const a: HighRiskAnswers = saved?.answers ?? NO_ANSWERS;
  const [fall, setFall] = useState(a.fallMetres === null ? '' : String(a.fallMetres));
  const [trench, setTrench] = useState(a.trenchMetres === null ? '' : String(a.trenchMetres));
  const [built, setBuilt] = useState(a.builtYear === null ? '' : String(a.builtYear));
  const [disturbs, setDisturbs] = useState(a.disturbsMaterials);
  const [yes, setYes] = useState<Partial<Record<YesNoCategory, boolean>>>(a.yes as Partial<Record<YesNoCategory, boolean>>);
  const [more, setMore] = useState(false);
  const order = questionOrder(saved?.trade ?? props.trade);

  const findings: HighRiskFinding[] | null = saved ? assessHighRisk({ state: saved.state, on: props.on, answers: saved.answers }) : null;

  async function check() {
    if (!state)
      return toastError('Which state is the job in?', 'Pick the state: the rules differ (South Australia’s fall height, for one).');
    const fallMetres = metresOrNull(fall);
    const trenchMetres = metresOrNull(trench);
    if (Number.isNaN(fallMetres) || Number.isNaN(trenchMetres))
      return toastError('Heights and depths are metres', 'Type a number, e.g. 2.4');
    const year = built.trim() ? Number(built) : null;
    if (year !== null && (!Number.isInteger(year) || year < 1800 || year > 2100)) return toastError('Year built', 'Type a year, e.g. 1975');
    const answers: HighRiskAnswers = { fallMetres, trenchMetres, builtYear: year, disturbsMaterials: disturbs, yes };
    const found = assessHighRisk({ state, on: props.on, answers });
    try {
      await saveRiskCheck(props.userId, {
        jobId: props.jobId,
        state,
        trade: props.trade,
        answers,
        categories: found.map((f) => f.key),
        checkedOn: todayIso(),
      });
      setEditing(false);
    } catch (err) {
      toastError('Could not save the check', err instanceof Error ? err.message : String(err));
    }
  }

  const fallLimit = state ? fallHeightRule(state, props.on) : null;
  const shown = more ? order : order.slice(0, FIRST_QUESTIONS);

  return (
    <section className="card stack compliance-card" aria-labelledby="risk-h">
      <div className="row-between">
        <h2 id="risk-h">Is this high-risk work?</h2>
        {saved && !editing ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
            Change answers
          </button>
        ) : null}
      </div>
      {findings && !editing ? (
        findings.length ? (
          <div className="stack">
            <p className="compliance-alert" role="status">
              SWMS needed before work starts
            </p>
            <ul className="compliance-findings">
              {findings.map((f) => (
                <li key={f.key}>
                  <strong>{f.title}</strong> — {f.why} <span className="muted small">{f.rule.statement}</span>{' '}
                  <RuleSourceLink rule={f.rule} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="muted">Not high-risk construction work on these answers. Check again if the work or site changes.</p>
        )
      ) : (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void check();
          }}
        >
          <SelectField
            label="State of the site"
            value={state}
            placeholder="Choose the state"
            options={STATES}
            onChange={(e) => setState(e.target.value as State)}
          />
          <TextField
            label="How far could anyone fall? (metres)"
            inputMode="decimal"
            value={fall}
            onChange={(e) => setFall(e.target.value)}
            hint={
              fallLimit && fallLimit.value.kind === 'length' ? `High-risk over ${String(fallLimit.value.metres)} m in ${state}` : undefined
            }
          />
          <TextField
            label="Deepest trench or pit (metres)"
            inputMode="decimal"
            value={trench}
            onChange={(e) => setTrench(e.target.value)}
          />
          <TextField
            label="Year the building was built (if known)"
            inputMode="numeric"
            value={built}
            onChange={(e) => setBuilt(e.target.value)}
          />
          <label className="compliance-check">
            <input type="checkbox" checked={disturbs} onChange={(e) => setDisturbs(e.target.checked)} /> The work cuts, drills, sands or
            removes walls, ceilings, floors, eaves or roofing
          </label>
          {shown.map((key) => (
            <label key={key} className="compliance-check">
              <input type="checkbox" checked={Boolean(yes[key])} onChange={(e) => setYes({ ...yes, [key]: e.target.checked })} />{' '}
              {QUESTION.get(key)}
            </label>
          ))}
          {!more ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMore(true)}>
              More questions ({order.length - FIRST_QUESTIONS})
            </button>
          ) : null}
          <div className="row">
            <button type="submit" className="btn btn-primary">
              Check
            </button>
            {saved ? (
              <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)}>
                Cancel
              </button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
