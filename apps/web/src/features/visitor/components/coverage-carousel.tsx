import '@mantine/carousel/styles.css';
import { useEffect, useState } from 'react';
import { ActionIcon, Anchor, Badge, Box, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REGIONS, type Region } from '@gsn/domain';
import { VISITOR_COVERAGE_PATH } from '../../coverage';
import { useCountryName } from '../../reference';
import type { CoverageByRegion } from '../api/use-coverage';

/** Spec 1 §9: the carousel advances every 4000 ms. */
export const CAROUSEL_INTERVAL_MS = 4000;

type EmblaApi = Parameters<NonNullable<CarouselProps['getEmblaApi']>>[0];

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

/** The public coverage list filtered to one jurisdiction. */
export function jurisdictionCoveragePath(jurisdiction: string): string {
  return `${VISITOR_COVERAGE_PATH}?${new URLSearchParams({ jurisdiction })}`;
}

/**
 * Advances the carousel every 4000 ms unless the user paused it, or the pointer or keyboard focus is in it
 * (WCAG 2.2.2: moving content can be paused; it never moves under the reader).
 */
export function useAutoAdvance(embla: Pick<EmblaApi, 'scrollNext'> | null, running: boolean) {
  useEffect(() => {
    if (!embla || !running) return;
    const id = window.setInterval(() => embla.scrollNext(), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [embla, running]);
}

/** The six regions, each slide with its covered jurisdictions (links to their coverage) and service types. */
export function CoverageCarousel({ coverage }: { coverage: CoverageByRegion | undefined }) {
  const { t } = useTranslation();
  const country = useCountryName();
  const [embla, setEmbla] = useState<EmblaApi | null>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !paused && !hovered && !focused;
  useAutoAdvance(embla, running);

  return (
    <Box
      data-testid="coverage-carousel"
      data-running={running}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* the controls above the slides, not laid over them (they hid the first letters of a slide's list) */}
      <Group justify="flex-end" mb="xs" gap="xs">
        <Button
          size="xs"
          variant="subtle"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          leftSection={paused ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />}
        >
          {paused ? t('visitor.playCarousel') : t('visitor.pauseCarousel')}
        </Button>
        <ActionIcon variant="default" onClick={() => embla?.scrollPrev()} aria-label={t('visitor.previousRegion')}>
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" onClick={() => embla?.scrollNext()} aria-label={t('visitor.nextRegion')}>
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Carousel
        withIndicators
        slideSize={{ base: '100%', sm: '50%', lg: '33.333%' }}
        slideGap="md"
        emblaOptions={{ loop: true, align: 'start' }}
        getEmblaApi={setEmbla}
        pb={36}
        styles={{
          indicators: { bottom: 8 },
          indicator: { backgroundColor: 'var(--mantine-color-blue-6)', height: 6 },
        }}
        aria-roledescription="carousel"
        aria-label={t('visitor.carouselLabel')}
        withControls={false}
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
                    <Title order={3} size="h4">
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
                  // native scrolling: Mantine's ScrollArea would bring the whole floating layer (floating-ui) into the
                  // visitor's first load
                  <Box h={190} style={{ overflowY: 'auto' }}>
                    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                      {entries.map((e) => (
                        <Group key={e.jurisdiction} justify="space-between" wrap="nowrap" component="li">
                          <Anchor component={Link} to={jurisdictionCoveragePath(e.jurisdiction)} size="sm">
                            {country(e.jurisdiction)}
                          </Anchor>
                          <Group gap={4}>
                            {e.service_types.map((s) => (
                              <Badge key={s} size="xs" variant="outline" tt="none">
                                {s}
                              </Badge>
                            ))}
                          </Group>
                        </Group>
                      ))}
                    </Stack>
                  </Box>
                )}
              </Card>
            </Carousel.Slide>
          );
        })}
      </Carousel>
    </Box>
  );
}
