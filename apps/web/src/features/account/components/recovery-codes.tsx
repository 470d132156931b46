import { Alert, Button, CopyButton, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The codes as a text file the user keeps (one per line). */
function download(codes: string[], heading: string) {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'gsn-portal-recovery-codes.txt';
  a.click();
  URL.revokeObjectURL(url);
}

/** Ten recovery codes, shown this once: copy them or download them as text, then confirm they are kept. */
export function RecoveryCodes({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const text = (codes ?? []).join('\n');
  return (
    <Modal
      opened={codes !== null}
      onClose={onClose}
      title={t('profile.security.codesTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      closeOnClickOutside={false}
    >
      <Stack>
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('profile.security.codesText')}
        </Alert>
        <SimpleGrid cols={2} spacing="xs" role="list" aria-label={t('profile.security.codesTitle')} data-testid="recovery-codes">
          {(codes ?? []).map((c) => (
            <Text key={c} role="listitem" ff="monospace" fz="lg">
              {c}
            </Text>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('profile.security.codesUse')}
        </Text>
        <Group justify="space-between">
          <Group gap="xs">
            <CopyButton value={text} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                >
                  {copied ? t('profile.apiKeys.copied') : t('profile.security.copyCodes')}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="light"
              onClick={() => download(codes ?? [], t('profile.security.codesTitle'))}
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('profile.security.downloadCodes')}
            </Button>
          </Group>
          <Button onClick={onClose} data-autofocus>
            {t('profile.security.codesSaved')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
