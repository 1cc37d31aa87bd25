import type { Rule } from '../../domain/rules/types';

/** The rule's first official source as a link, with the date it was checked and any caution. */
export function RuleSourceLink({ rule }: { rule: Rule }) {
  const source = rule.sources.find((s) => s.grade === 'A' && !s.explainer) ?? rule.sources[0];
  if (!source) return null;
  return (
    <span className="small compliance-source">
      <a href={source.url} target="_blank" rel="noreferrer">
        {source.title}
      </a>{' '}
      <span className="muted">(checked {rule.checked})</span>
      {rule.caution ? <span className="muted"> Note: {rule.caution}</span> : null}
    </span>
  );
}
