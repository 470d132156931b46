import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type KpiKey, kpiFullName, kpiHeading } from '../lib/kpis';

/** A KPI column heading; an abbreviation is explained by its full name (tooltip and `abbr` title). */
export function KpiHeading({ kpi }: { kpi: KpiKey }) {
  const { t } = useTranslation();
  const full = kpiFullName(t, kpi);
  if (!full) return <>{kpiHeading(t, kpi)}</>;
  return (
    <Tooltip label={full} withinPortal>
      <abbr title={full} style={{ textDecoration: 'none' }}>
        {kpiHeading(t, kpi)}
      </abbr>
    </Tooltip>
  );
}
