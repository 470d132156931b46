import { useRef } from 'react';
import { Badge, Card, Group, ScrollArea, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import { IconWorld } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { useTranslation } from 'react-i18next';
import { REGIONS, type Region } from '@gsn/domain';
import type { CoverageByRegion } from '../api/use-coverage';

/** Spec 1 §9: the carousel advances every 4000 ms. */
export const CAROUSEL_INTERVAL_MS = 4000;

const REGION_KEYS: Record<Region, string> = {
  Asia: 'regions.asia',
  Europe: 'regions.europe',
  Africa: 'regions.africa',
  'North America': 'regions.northAmerica',
  'Central America': 'regions.centralAmerica',
  'South America': 'regions.southAmerica',
};

const REGION_COLORS: Record<Region, string> = {
  Asia: 'red',
  Europe: 'blue',
  Africa: 'orange',
  'North America': 'indigo',
  'Central America': 'teal',
  'South America': 'green',
};

export function regionLabelKey(region: Region): string {
  return REGION_KEYS[region];
}

/** The six regions, each slide with its covered jurisdictions and service types. */
export function CoverageCarousel({ coverage }: { coverage: CoverageByRegion | undefined }) {
  const { t } = useTranslation();
  const autoplay = useRef(Autoplay({ delay: CAROUSEL_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true }));
  return (
    <Carousel
      withIndicators
      slideSize={{ base: '100%', sm: '50%', lg: '33.333%' }}
      slideGap="md"
      emblaOptions={{ loop: true, align: 'start' }}
      plugins={[autoplay.current]}
      pb={36}
      styles={{
        indicators: { bottom: 8 },
        indicator: { backgroundColor: 'var(--mantine-color-blue-6)', height: 6 },
      }}
      aria-roledescription="carousel"
      aria-label={t('visitor.carouselLabel')}
      previousControlProps={{ 'aria-label': t('visitor.previousRegion') }}
      nextControlProps={{ 'aria-label': t('visitor.nextRegion') }}
      getIndicatorProps={(i) => ({ 'aria-label': t(REGION_KEYS[REGIONS[i] ?? 'Asia']) })}
    >
      {REGIONS.map((region) => {
        const entries = coverage?.[region] ?? [];
        return (
          <Carousel.Slide key={region} aria-roledescription="slide" aria-label={t(REGION_KEYS[region])} role="group">
            <Card withBorder shadow="sm" h={280} padding="lg">
              <Group mb="sm" justify="space-between">
                <Group gap="xs">
                  <ThemeIcon color={REGION_COLORS[region]} variant="light" aria-hidden>
                    <IconWorld size={18} />
                  </ThemeIcon>
                  <Title order={2} size="h4">
                    {t(REGION_KEYS[region])}
                  </Title>
                </Group>
                <Badge color={REGION_COLORS[region]} variant="light">
                  {t('visitor.jurisdictionCount', { n: entries.length })}
                </Badge>
              </Group>
              {entries.length === 0 ? (
                <Stack justify="center" align="center" h="100%">
                  <Text c="dimmed">{t('visitor.noCoverage')}</Text>
                </Stack>
              ) : (
                <ScrollArea h={190}>
                  <Stack gap={6}>
                    {entries.map((e) => (
                      <Group key={e.jurisdiction} justify="space-between" wrap="nowrap">
                        <Text size="sm">{e.jurisdiction}</Text>
                        <Group gap={4}>
                          {e.service_types.map((s) => (
                            <Badge key={s} size="xs" variant="outline">
                              {s}
                            </Badge>
                          ))}
                        </Group>
                      </Group>
                    ))}
                  </Stack>
                </ScrollArea>
              )}
            </Card>
          </Carousel.Slide>
        );
      })}
    </Carousel>
  );
}
