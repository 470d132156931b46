/**
 * Traffic integrity rules (docs/traffic-alerts.md): one service number's hour of inbound traffic against its own
 * baseline, the same hour of the previous 28 days. Pure: the evaluation in SQL gathers the figures, these decide.
 *
 * The baseline is robust to weekly rhythm and to the incidents it holds: the expected value is the median of the same
 * hour on the same weekday of the previous four weeks when the number has them, else the median of the same hour over
 * the 28 days; the spread is the median absolute deviation (× 1.4826, a standard deviation's equivalent for normal
 * data) over the 28 days, never below the Poisson noise of the expected count (its square root) nor below 1.
 */

/** The figures of one hour of one number's traffic (what the counters and the per-caller tally give). */
export interface TrafficHour {
  attempts: number;
  answered: number;
  /** Calls the network delivered to the called party (NER's numerator; answered included). */
  effective: number;
  answeredSeconds: number;
  /** Answered calls shorter than the short-call threshold. */
  shortAnswered: number;
  /** Attempts from payphones, from mobiles, and from another country than the number's. */
  payphone: number;
  mobile: number;
  foreign: number;
  /** The attempts of the calling number that made the most of them this hour. */
  topCallerAttempts: number;
}

export const TRAFFIC_ALERT_KINDS = ['pumping', 'short_calls', 'origin_mix', 'single_caller', 'quality'] as const;
export type TrafficAlertKind = (typeof TRAFFIC_ALERT_KINDS)[number];

/** Thresholds (a company's own or the defaults below, set by staff). */
export interface TrafficThresholds {
  /** Least attempts in the hour for any rule to look at it: a quiet number never alerts on noise. */
  minAttempts: number;
  /** Pumping: attempts (or answered minutes) at least this many times the expected value … */
  pumpingRatio: number;
  /** … and at least this many spreads above it. */
  pumpingSpreads: number;
  /** Short calls: answered calls under this many seconds … */
  shortCallSeconds: number;
  /** … make up at least this share of the answered calls (0–1) … */
  shortCallShare: number;
  /** … and this much more than the baseline's share. */
  shortCallMargin: number;
  /** Origin mix: the share of payphone, mobile or foreign attempts at least this much above the baseline's share. */
  originMargin: number;
  /** Single caller: one calling number makes at least this share of the attempts. */
  singleCallerShare: number;
  /** Quality: ASR or NER at least this much (0–1) below the baseline's, with at least `qualityMinAttempts`. */
  qualityDrop: number;
  qualityMinAttempts: number;
}

/** Defaults for toll-free traffic: calls arrive in tens an hour at most numbers, pumping in hundreds. */
export const DEFAULT_TRAFFIC_THRESHOLDS: TrafficThresholds = {
  minAttempts: 20,
  pumpingRatio: 3,
  pumpingSpreads: 6,
  shortCallSeconds: 10,
  shortCallShare: 0.5,
  shortCallMargin: 0.3,
  originMargin: 0.25,
  singleCallerShare: 0.3,
  qualityDrop: 0.3,
  qualityMinAttempts: 30,
};

/**
 * Days of history a number needs before the rules that compare it with its usual traffic (pumping, origin mix,
 * quality) look at it: with less, "usual" is not known and a new number's first busy hour would read as an incident.
 */
export const MIN_BASELINE_DAYS = 7;

/**
 * Hours with fewer calls are not kept as baselines: they read as none. At such levels every rule's threshold stays
 * below its least attempts (pumping: max(3 × 2, 2 + 6 × √2) ≈ 10.5 < 20), so nothing decides differently, and a
 * carrier's many numbers with a call or two an hour cost no write per hour.
 */
export const TRAFFIC_KEPT_ATTEMPTS = 3;

/** The same hour of the previous days, oldest first, up to 28 (a missing hour of a day with no traffic counts as 0). */
export interface TrafficBaseline {
  /** Index d holds the hour d+1 days before the evaluated one's day … */
  days: TrafficHour[];
}

/** What crossed a threshold: the figure, its baseline and the threshold, and the rule as text. */
export interface TrafficFinding {
  kind: TrafficAlertKind;
  /** The figure that crossed (attempts, a share, a rate) and what was expected of it. */
  observed: number;
  expected: number;
  threshold: number;
  /** The rule in words, with the figures of this hour (English; the web app renders its own from the figures). */
  rule: string;
}

const median = (xs: readonly number[]): number => {
  if (!xs.length) return 0;
  // a typed array sorts numbers natively, without a comparison function called per pair (a load judges thousands)
  const s = Float64Array.from(xs).sort();
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Expected value and spread of a figure over the baseline (see the module's comment). */
export function baselineOf(values: readonly number[]): { expected: number; spread: number } {
  const sameWeekday = [6, 13, 20, 27].filter((i) => i < values.length).map((i) => values[i]!);
  const expected = sameWeekday.length >= 2 ? median(sameWeekday) : median(values);
  const center = median(values);
  const mad = median(values.map((v) => Math.abs(v - center))) * 1.4826;
  return { expected, spread: Math.max(mad, Math.sqrt(expected), 1) };
}

/** A share of a total over the baseline days (sum over sum: days with more calls weigh more). */
function baselineShare(days: readonly TrafficHour[], part: (h: TrafficHour) => number, whole: (h: TrafficHour) => number): number {
  const w = days.reduce((s, h) => s + whole(h), 0);
  return w > 0 ? days.reduce((s, h) => s + part(h), 0) / w : 0;
}

/**
 * A share rule fires only when this hour's share is also this many standard errors away from the usual share (a
 * binomial share over this hour's calls): at 20 calls a 25-point swing of the mobile share is within chance, at 200
 * it is not. Without it, a carrier's thousands of busy hours a day raise alerts on noise alone.
 */
export const NOISE_Z = 4;
const noise = (usual: number, n: number) => (n > 0 ? NOISE_Z * Math.sqrt((usual * (1 - usual)) / n) : 1);

const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Pumping: far more attempts (or answered minutes) than the number's baseline. */
export function pumping(hour: TrafficHour, base: TrafficBaseline, t = DEFAULT_TRAFFIC_THRESHOLDS): TrafficFinding | null {
  if (hour.attempts < t.minAttempts || base.days.length < MIN_BASELINE_DAYS) return null;
  const check = (observed: number, values: number[], what: string): TrafficFinding | null => {
    const { expected, spread } = baselineOf(values);
    const threshold = Math.max(expected * t.pumpingRatio, expected + t.pumpingSpreads * spread);
    if (observed <= threshold) return null;
    return {
      kind: 'pumping',
      observed: round1(observed),
      expected: round1(expected),
      threshold: round1(threshold),
      rule: `${what} ${round1(observed)} in the hour against ${round1(expected)} expected (the same hour of the previous 28 days); fires above ${t.pumpingRatio} × expected and expected + ${t.pumpingSpreads} × spread (${round1(spread)}), with at least ${t.minAttempts} attempts`,
    };
  };
  return (
    check(
      hour.attempts,
      base.days.map((d) => d.attempts),
      'Attempts',
    ) ??
    check(
      hour.answeredSeconds / 60,
      base.days.map((d) => d.answeredSeconds / 60),
      'Answered minutes',
    )
  );
}

/** Short-call burst: most answered calls end within seconds, far more often than usual. */
export function shortCalls(hour: TrafficHour, base: TrafficBaseline, t = DEFAULT_TRAFFIC_THRESHOLDS): TrafficFinding | null {
  if (hour.attempts < t.minAttempts || hour.answered < t.minAttempts) return null;
  const share = hour.shortAnswered / hour.answered;
  const usual = baselineShare(
    base.days,
    (h) => h.shortAnswered,
    (h) => h.answered,
  );
  const threshold = Math.max(t.shortCallShare, usual + t.shortCallMargin, usual + noise(usual, hour.answered));
  if (share < threshold) return null;
  return {
    kind: 'short_calls',
    observed: share,
    expected: usual,
    threshold,
    rule: `${pct(share)} of ${hour.answered} answered calls lasted under ${t.shortCallSeconds} s against ${pct(usual)} usually; fires at ${pct(threshold)}: ${pct(t.shortCallShare)} or more, ${pct(t.shortCallMargin)} and ${NOISE_Z} standard errors above usual`,
  };
}

/** Origin-mix shift: payphones, mobiles or foreign callers make a far larger share of the attempts than usual. */
export function originMix(hour: TrafficHour, base: TrafficBaseline, t = DEFAULT_TRAFFIC_THRESHOLDS): TrafficFinding | null {
  if (hour.attempts < t.minAttempts || base.days.length < MIN_BASELINE_DAYS) return null;
  const origins: [string, (h: TrafficHour) => number][] = [
    ['payphone', (h) => h.payphone],
    ['mobile', (h) => h.mobile],
    ['foreign', (h) => h.foreign],
  ];
  let worst: TrafficFinding | null = null;
  for (const [name, of] of origins) {
    const share = of(hour) / hour.attempts;
    const usual = baselineShare(base.days, of, (h) => h.attempts);
    const threshold = usual + Math.max(t.originMargin, noise(usual, hour.attempts));
    if (share >= threshold && (!worst || share - usual > worst.observed - worst.expected)) {
      worst = {
        kind: 'origin_mix',
        observed: share,
        expected: usual,
        threshold,
        rule: `${pct(share)} of ${hour.attempts} attempts came from ${name} callers against ${pct(usual)} usually; fires at ${pct(threshold)}: ${pct(t.originMargin)} and ${NOISE_Z} standard errors above usual`,
      };
    }
  }
  return worst;
}

/** Single-caller concentration: one calling number makes a large share of a number's attempts. */
export function singleCaller(hour: TrafficHour, _base: TrafficBaseline, t = DEFAULT_TRAFFIC_THRESHOLDS): TrafficFinding | null {
  if (hour.attempts < t.minAttempts) return null;
  const share = hour.topCallerAttempts / hour.attempts;
  if (share < t.singleCallerShare) return null;
  return {
    kind: 'single_caller',
    observed: share,
    expected: 0,
    threshold: t.singleCallerShare,
    rule: `One calling number made ${hour.topCallerAttempts} of ${hour.attempts} attempts (${pct(share)}); fires at ${pct(t.singleCallerShare)} or more with at least ${t.minAttempts} attempts`,
  };
}

/** A quality incident (not fraud): ASR or NER far below the number's usual with enough attempts to tell. */
export function quality(hour: TrafficHour, base: TrafficBaseline, t = DEFAULT_TRAFFIC_THRESHOLDS): TrafficFinding | null {
  if (hour.attempts < t.qualityMinAttempts || base.days.length < MIN_BASELINE_DAYS) return null;
  const ratios: [string, (h: TrafficHour) => number][] = [
    ['ASR', (h) => h.answered],
    ['NER', (h) => h.effective],
  ];
  for (const [name, of] of ratios) {
    const usual = baselineShare(base.days, of, (h) => h.attempts);
    const now = of(hour) / hour.attempts;
    const threshold = usual - Math.max(t.qualityDrop, noise(usual, hour.attempts));
    if (usual > 0 && now <= threshold) {
      return {
        kind: 'quality',
        observed: now,
        expected: usual,
        threshold,
        rule: `${name} ${pct(now)} over ${hour.attempts} attempts against ${pct(usual)} usually; fires at ${pct(threshold)}: ${pct(t.qualityDrop)} and ${NOISE_Z} standard errors below usual, with at least ${t.qualityMinAttempts} attempts`,
      };
    }
  }
  return null;
}

const EMPTY_HOUR: TrafficHour = {
  attempts: 0,
  answered: 0,
  effective: 0,
  answeredSeconds: 0,
  shortAnswered: 0,
  payphone: 0,
  mobile: 0,
  foreign: 0,
  topCallerAttempts: 0,
};

const DAY_MS = 86_400_000;

/**
 * The baseline of `hour` from the stored hours of its number (sparse: an hour without calls has no row) and the first
 * hour the number had traffic: the same hour of each of the previous 28 days since the day of that first hour, a
 * missing one counting as no traffic. A number watched for fewer days has a shorter baseline (see MIN_BASELINE_DAYS).
 */
export function baselineFrom(hour: Date, stored: ReadonlyMap<number, TrafficHour>, firstHour: Date): TrafficBaseline {
  const firstDay = Math.floor(firstHour.getTime() / DAY_MS) * DAY_MS;
  const days: TrafficHour[] = [];
  for (let d = 1; d <= 28; d++) {
    const at = hour.getTime() - d * DAY_MS;
    if (at < firstDay) break;
    days.push(stored.get(d) ?? EMPTY_HOUR);
  }
  return { days };
}

/**
 * The rules that read a company's traffic as a whole (its numbers' hours summed): pumping, short calls, origin mix
 * and quality — spread over many quiet numbers, each under the least attempts of a number's rules, an incident
 * still shows in the sum. One caller's share is a number's figure: a sum over numbers has no single busiest caller.
 */
export const COMPANY_ALERT_KINDS = ['pumping', 'short_calls', 'origin_mix', 'quality'] as const satisfies readonly TrafficAlertKind[];

/** Every rule on one hour of a company's summed traffic (COMPANY_ALERT_KINDS). */
export function evaluateCompanyHour(hour: TrafficHour, base: TrafficBaseline, t = DEFAULT_TRAFFIC_THRESHOLDS): TrafficFinding[] {
  return [pumping, shortCalls, originMix, quality].map((rule) => rule(hour, base, t)).filter((f): f is TrafficFinding => f !== null);
}

/** Every rule on one hour: what crossed, one finding per kind at most. */
export function evaluateHour(hour: TrafficHour, base: TrafficBaseline, t = DEFAULT_TRAFFIC_THRESHOLDS): TrafficFinding[] {
  return [pumping, shortCalls, originMix, singleCaller, quality]
    .map((rule) => rule(hour, base, t))
    .filter((f): f is TrafficFinding => f !== null);
}
