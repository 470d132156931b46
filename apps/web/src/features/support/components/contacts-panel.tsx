import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadset, IconMail, IconPackage, IconPhone, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEPARTMENTS, useSupportContacts, type Department } from '../api/use-contacts';

const ICONS: Record<Department, typeof IconHeadset> = {
  sales: IconHeadset,
  product: IconPackage,
  operations: IconSettings,
};

/** Spec 2 "Support contacts": sales, product and operations with e-mail and phone (GET /support/contacts). */
export function ContactsPanel() {
  const { t } = useTranslation();
  const { data, isPending } = useSupportContacts();
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('contacts.title')}
        </Title>
        <Text c="dimmed">{t('contacts.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {DEPARTMENTS.map((dep) => {
          const Icon = ICONS[dep];
          const contact = data?.[dep];
          const email = contact?.email || null;
          const phone = contact?.phone || null;
          return (
            <Card key={dep} withBorder shadow="sm" padding="lg" component="section" aria-labelledby={`contact-${dep}`}>
              <Group mb="sm">
                <ThemeIcon size="lg" variant="light" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Title order={2} size="h4" id={`contact-${dep}`}>
                  {t(`contacts.departments.${dep}`)}
                </Title>
              </Group>
              <Text size="sm" c="dimmed" mb="sm">
                {t(`contacts.descriptions.${dep}`)}
              </Text>
              {isPending ? (
                <Skeleton height={40} />
              ) : (
                <Stack gap={6}>
                  <Group gap="xs" wrap="nowrap">
                    <IconMail size={16} aria-hidden />
                    <Text size="sm" span>
                      <Text span fw={500}>
                        {t('contacts.email')}:
                      </Text>{' '}
                      {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : t('contacts.unavailable')}
                    </Text>
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <IconPhone size={16} aria-hidden />
                    <Text size="sm" span>
                      <Text span fw={500}>
                        {t('contacts.phone')}:
                      </Text>{' '}
                      {phone ? <Anchor href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</Anchor> : t('contacts.unavailable')}
                    </Text>
                  </Group>
                </Stack>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
