import type { TrafficAlertKind, TrafficFinding } from './rules.ts';

/**
 * A traffic alert's life (docs/traffic-alerts.md): opened by a finding, acknowledged by someone who looks into it,
 * resolved by hand with a note or on its own once the number's traffic has stayed within its baseline long enough.
 * One alert per number and kind is open at a time: later crossings update it (never a flood of new ones).
 */
export const TRAFFIC_ALERT_STATES = ['open', 'acknowledged', 'resolved'] as const;
/** What an alert watches: one service number, or its company's numbers summed. */
export const TRAFFIC_ALERT_SCOPES = ['number', 'company'] as const;
export type TrafficAlertScope = (typeof TRAFFIC_ALERT_SCOPES)[number];
export type TrafficAlertState = (typeof TRAFFIC_ALERT_STATES)[number];

export const TRAFFIC_ALERT_MOVES = ['acknowledge', 'resolve'] as const;
export type TrafficAlertMove = (typeof TRAFFIC_ALERT_MOVES)[number];

/** Hours within baseline after the last crossing before an alert resolves on its own (staff may set a company's). */
export const DEFAULT_QUIET_HOURS_TO_RESOLVE = 6;

/** The state a move leads to, or null when it is not possible from `state`. */
export function nextAlertState(state: TrafficAlertState, move: TrafficAlertMove): TrafficAlertState | null {
  if (move === 'acknowledge') return state === 'open' ? 'acknowledged' : null;
  return state === 'resolved' ? null : 'resolved';
}

/** What an alert keeps of its findings: the first and last hour that crossed, how often, and the worst figure. */
export interface AlertEvidence {
  kind: TrafficAlertKind;
  first_hour: string;
  last_hour: string;
  crossings: number;
  /** The finding of the worst hour (the largest observed ÷ threshold). */
  peak: TrafficFinding & { hour: string };
  /** The finding of the last hour that crossed. */
  latest: TrafficFinding & { hour: string };
}

const severity = (f: TrafficFinding) => (f.threshold > 0 ? f.observed / f.threshold : f.observed);

/** A new alert's evidence, or an open one's updated by a further crossing (its first or last hour seen again is not counted twice). */
export function recordCrossing(evidence: AlertEvidence | null, finding: TrafficFinding, hour: string): AlertEvidence {
  const seen = { ...finding, hour };
  if (!evidence) return { kind: finding.kind, first_hour: hour, last_hour: hour, crossings: 1, peak: seen, latest: seen };
  const repeated = evidence.last_hour === hour || evidence.first_hour === hour;
  return {
    ...evidence,
    first_hour: hour < evidence.first_hour ? hour : evidence.first_hour,
    last_hour: hour > evidence.last_hour ? hour : evidence.last_hour,
    crossings: repeated ? evidence.crossings : evidence.crossings + 1,
    peak: severity(finding) > severity(evidence.peak) ? seen : evidence.peak,
    latest: hour >= evidence.last_hour ? seen : evidence.latest,
  };
}

/** Whether an alert resolves on its own: no crossing in the last `quietHours` hours of traffic evaluated. */
export function resolvesOnItsOwn(lastCrossingHour: string, evaluatedUpTo: string, quietHours = DEFAULT_QUIET_HOURS_TO_RESOLVE): boolean {
  return Date.parse(evaluatedUpTo) - Date.parse(lastCrossingHour) >= quietHours * 3_600_000;
}
