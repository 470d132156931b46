import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { statementLine } from '../test/fixtures';
import { countText, explainLine, quantityText } from './explain';
import { addMonths, defaultMonth, monthsOffered } from './months';

const line = statementLine;

describe('statement lines in words', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('explains a prorated monthly fee: the tariff amount × days ÷ days of the month, its pricing and its period', () => {
    const e = explainLine(i18n.t, line(), 'GBP');
    expect(e.formula).toBe('£12.00 per month × 16 days ÷ 31 days = £6.1935');
    expect(e.source).toBe("from the number's own charges");
    expect(e.period).toBe('Charged from Oct 16, 2026.');
    expect(quantityText(i18n.t, line())).toBe('16 days');
  });

  it('explains per-channel charges and one-time fees, with the pricing level that set them', () => {
    const trunk = line(
      { kind: 'channel_mrc', service_number: null, quantity: 1, amount: '30.0000' },
      {
        unit_amount: '3.0000',
        channels: 10,
        days: 30,
        days_in_month: 30,
        source: { kind: 'order_tariff', id: 6 },
        period_end: '2026-12-01',
      },
    );
    const e = explainLine(i18n.t, trunk, 'USD');
    expect(e.formula).toBe('$3.00 per channel per month × 10 channels × 30 days ÷ 30 days = $30.00');
    expect(e.source).toBe('from the custom tariff of order 6');
    expect(e.period).toBe('Charged from Oct 16, 2026; no longer charged from Dec 1, 2026.');
    const setup = line(
      { kind: 'nrc', quantity: 1, amount: '50.0000' },
      { unit_amount: '50.0000', source: { kind: 'product_tariff', id: 26 } },
    );
    expect(explainLine(i18n.t, setup, 'EUR').formula).toBe('€50.00 once, in the month its charges started = €50.00');
    expect(explainLine(i18n.t, setup, 'EUR').source).toBe("from the product's standard tariff 26");
  });

  it('speaks the reader’s language, plural forms included', async () => {
    await i18n.changeLanguage('ru');
    expect(countText(i18n.t('billing.units.days'), 1)).toBe('1 день');
    expect(countText(i18n.t('billing.units.days'), 3)).toBe('3 дня');
    expect(countText(i18n.t('billing.units.days'), 16)).toBe('16 дней');
    await i18n.changeLanguage('fr');
    const e = explainLine(i18n.t, line(), 'GBP');
    // French writes its amounts with (narrow) no-break spaces
    expect(e.formula.replace(/\s/g, ' ')).toBe('12,00 £GB par mois × 16 jours ÷ 31 jours = 6,1935 £GB');
    await i18n.changeLanguage('ja');
    expect(quantityText(i18n.t, line())).toBe('16日');
  });

  it('opens on the previous month and offers three years back, and the month of a shared link', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(defaultMonth(now)).toBe('2025-12');
    expect(addMonths('2026-01', -13)).toBe('2024-12');
    const offered = monthsOffered('2019-05', now);
    expect(offered[0]).toBe('2026-01');
    expect(offered).toContain('2023-01');
    expect(offered.at(-1)).toBe('2019-05');
  });
});
