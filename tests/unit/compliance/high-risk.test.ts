import { describe, expect, it } from 'vitest';
import { assessHighRisk, fallHeightRule, NO_ANSWERS, questionOrder } from '../../../src/domain/compliance/high-risk';

const answers = (over: Partial<typeof NO_ANSWERS>) => ({ ...NO_ANSWERS, ...over });

describe('high-risk construction work assessment', () => {
  it('flags a fall of more than 2 m in NSW with the reg 291 row as the reason', () => {
    const [f] = assessHighRisk({ state: 'NSW', on: '2026-11-25', answers: answers({ fallMetres: 2.4 }) });
    expect(f?.key).toBe('fall');
    expect(f?.rule.id).toBe('au-hrcw-fall-height');
    expect(f?.why).toBe('A fall of 2.4 m is more than 2 m (NSW).');
    expect(f?.rule.sources[0]?.url).toMatch(/legislation\.nsw\.gov\.au/);
  });

  it('does not flag exactly 2 m (the rule says more than)', () => {
    expect(assessHighRisk({ state: 'NSW', on: '2026-11-25', answers: answers({ fallMetres: 2 }) })).toEqual([]);
  });

  it('in SA a 2.5 m fall is not high-risk on 30 June 2026 (3 m rule)', () => {
    expect(fallHeightRule('SA', '2026-06-30').id).toBe('sa-hrcw-fall-height-to-2026-06-30');
    expect(assessHighRisk({ state: 'SA', on: '2026-06-30', answers: answers({ fallMetres: 2.5 }) })).toEqual([]);
  });

  it('in SA a 2.5 m fall is high-risk from 1 July 2026 (2 m rule)', () => {
    const found = assessHighRisk({ state: 'SA', on: '2026-07-01', answers: answers({ fallMetres: 2.5 }) });
    expect(found.map((f) => f.rule.id)).toEqual(['sa-hrcw-fall-height-2026']);
    expect(found[0]?.why).toBe('A fall of 2.5 m is more than 2 m (SA).');
  });

  it('in SA a 3.5 m fall is high-risk on both sides of the switch', () => {
    for (const on of ['2026-06-30', '2026-07-01']) {
      expect(assessHighRisk({ state: 'SA', on, answers: answers({ fallMetres: 3.5 }) })).toHaveLength(1);
    }
  });

  it('flags a trench deeper than 1.5 m but not one of 1.5 m', () => {
    expect(assessHighRisk({ state: 'VIC', on: '2026-11-25', answers: answers({ trenchMetres: 1.6 }) })[0]?.rule.id).toBe(
      'au-hrcw-trench-depth',
    );
    expect(assessHighRisk({ state: 'VIC', on: '2026-11-25', answers: answers({ trenchMetres: 1.5 }) })).toEqual([]);
  });

  it('treats disturbing materials of a pre-1990 building as likely asbestos, and a 1995 one as not', () => {
    const old = assessHighRisk({ state: 'QLD', on: '2026-11-25', answers: answers({ builtYear: 1972, disturbsMaterials: true }) });
    expect(old.map((f) => f.key)).toEqual(['asbestos']);
    expect(old[0]?.why).toContain('before 1990');
    expect(assessHighRisk({ state: 'QLD', on: '2026-11-25', answers: answers({ builtYear: 1995, disturbsMaterials: true }) })).toEqual([]);
    expect(assessHighRisk({ state: 'QLD', on: '2026-11-25', answers: answers({ builtYear: 1972, disturbsMaterials: false }) })).toEqual([]);
  });

  it('flags each yes answer with its own reg 291 row', () => {
    const found = assessHighRisk({
      state: 'WA',
      on: '2026-11-25',
      answers: answers({ yes: { 'energised-electrical': true, 'traffic-corridor': true } }),
    });
    expect(found.map((f) => f.rule.id)).toEqual(['au-hrcw-energised-electrical', 'au-hrcw-traffic-corridor']);
  });

  it('asks an electrician about live work first', () => {
    expect(questionOrder('Electrician')[0]).toBe('energised-electrical');
    expect(questionOrder('Refrigeration mechanic')[0]).toBe('chemical-fuel-refrigerant-lines');
  });
});
