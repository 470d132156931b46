import {
  baselineFrom,
  effectiveThresholds,
  evaluateCompanyHour,
  evaluateHour,
  seriesAgainstBaseline,
  seriesWindow,
  type TrafficThresholds,
} from '@gsn/domain';
import type { ServiceLog } from '../../app-types.ts';
import type { CallLoad } from '../../lib/call-loads.ts';
import type { Principal } from '../../security/principal.ts';
import type { TrafficEvaluationRepository } from './traffic-evaluation-repository.ts';
import type { Crossing, TrafficService } from './traffic-service.ts';

/** Busy hours read with their baselines per statement (a day's file of a large carrier has tens of thousands). */
const CANDIDATES_PER_READ = 2000;

export interface EvaluationResult {
  /** Hours busy enough for a rule, hours that crossed one, and what became of the alerts. */
  candidates: number;
  crossings: number;
  opened: number;
  updated: number;
  resolved: number;
  /**
   * Milliseconds spent counting the hours, reading the busy ones with their baselines, judging them, and raising and
   * resolving alerts; `tallyWork`: the counting's statements added up (more than `tally` when they ran at once).
   */
  ms: { tally: number; tallyWork: number; read: number; judge: number; alerts: number };
}

/**
 * The evaluation (docs/traffic-alerts.md, When): after each load of calls, the hours it touched are counted again per
 * number (`tally`, set-based), each hour busy enough is judged by the rules against its own baseline (`@gsn/domain`
 * `evaluateHour`), and the crossings open or update alerts; alerts whose number stayed quiet long enough resolve.
 * Once an hour the same runs over the last hours (what a load's evaluation missed) and resolves the quiet ones.
 */
export function trafficEvaluation(d: { repo: TrafficEvaluationRepository; traffic: TrafficService; log: ServiceLog }) {
  async function evaluate(load: CallLoad, now = load.to): Promise<EvaluationResult> {
    const t0 = performance.now();
    const { keys, ms: tallyWork } = await d.repo.tally(load);
    const t1 = performance.now();
    const crossings: Crossing[] = [];
    const thresholdsOf = new Map<string, TrafficThresholds>();
    let reading = 0;
    for (let i = 0; i < keys.length; i += CANDIDATES_PER_READ) {
      const r0 = performance.now();
      const candidates = await d.repo.candidates(keys.slice(i, i + CANDIDATES_PER_READ));
      reading += performance.now() - r0;
      for (const c of candidates) {
        const key = JSON.stringify(c.thresholds);
        const t = thresholdsOf.get(key) ?? effectiveThresholds(c.thresholds);
        thresholdsOf.set(key, t);
        // a company's numbers summed: the rules that read a sum (no single caller)
        const rules = c.scope === 'company' ? evaluateCompanyHour : evaluateHour;
        for (const finding of rules(c.figures, baselineFrom(c.hour, c.stored, c.first_hour), t)) {
          crossings.push({
            scope: c.scope,
            inventory_number_id: c.inventory_number_id,
            customer_id: c.customer_id,
            service_number: c.service_number,
            hour: c.hour.toISOString(),
            finding,
            quiet_hours: c.quiet_hours,
          });
        }
      }
    }
    // a company's sum crossing where one of its numbers crossed the same rule that hour tells nothing new (a company
    // with one busy number would otherwise get every alert twice)
    const byNumber = new Set(crossings.filter((c) => c.scope === 'number').map((c) => `${c.customer_id} ${c.hour} ${c.finding.kind}`));
    const told = crossings.filter((c) => c.scope === 'number' || !byNumber.has(`${c.customer_id} ${c.hour} ${c.finding.kind}`));
    told.sort((a, b) => (a.hour < b.hour ? -1 : a.hour > b.hour ? 1 : 0));
    const t2 = performance.now();
    const raised = told.length ? await d.traffic.raise(told) : { opened: 0, updated: 0 };
    const resolved = await d.traffic.resolveQuiet(now);
    const ms = {
      tally: Math.round(t1 - t0),
      tallyWork: Math.round(tallyWork),
      read: Math.round(reading),
      judge: Math.round(t2 - t1 - reading),
      alerts: Math.round(performance.now() - t2),
    };
    const result = { candidates: keys.length, crossings: told.length, ...raised, resolved, ms };
    d.log.info({ from: load.from, to: load.to, ...result }, 'traffic evaluated');
    return result;
  }

  return {
    evaluate,

    /**
     * An alert's number (or its company's numbers summed) hour by hour against its baseline (the alert page's chart);
     * the alert as its viewer may see it.
     */
    async series(p: Principal, alertId: number) {
      const { data: alert } = await d.traffic.show(p, alertId);
      const window = seriesWindow(alert.evidence.first_hour, alert.evidence.last_hour);
      const read = await d.repo.storedHours(
        alert.scope,
        alert.inventory_number_id ?? alert.customer_id,
        alert.customer_id,
        new Date(window.from.getTime() - 28 * 86_400_000),
        window.to,
      );
      return { data: seriesAgainstBaseline(read.stored, window, read.firstHour, effectiveThresholds(read.thresholds)) };
    },

    /** The hourly run: the last `hours` hours again, then the alerts of numbers gone quiet. */
    async hourly(at = new Date(), hours = 3): Promise<EvaluationResult> {
      const to = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
      return evaluate({ from: new Date(to.getTime() - hours * 3_600_000), to }, to);
    },
  };
}

export type TrafficEvaluation = ReturnType<typeof trafficEvaluation>;
