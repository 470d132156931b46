import { useEffect, useRef } from 'react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema, SECURITY_MESSAGES } from '@gsn/domain';
import { useAccountTypeName } from '../../../components/account-type-label';
import { ApiError } from '../../../lib/api';
import { schemaValidator, serverFieldErrors } from '../../../lib/form-validation';
import { isLanguage, setLanguage } from '../../../lib/i18n';
import { fixedMessage, notifySuccess, notifyWarning, translateServerMessage } from '../../../lib/notify';
import { clearSession, updateUser } from '../../../lib/session';
import { type ProfileAccount, useRefreshProfile, useUpdateProfile } from '../api/use-profile';
import { AddressFields, ContactFields, IdentityFields, PreferenceFields } from './profile-fields';
import { PROFILE_FIELDS, profileToValues, valuesToPayload, type ProfileValues } from './profile-values';

/** Spec 1 §4: an own e-mail change logs out after 2 s; any other update refreshes after 3 s. */
export const EMAIL_CHANGE_LOGOUT_MS = 2000;
export const PROFILE_REFRESH_MS = 3000;

export function ProfileForm({ account }: { account: ProfileAccount }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accountTypeName = useAccountTypeName();
  const update = useUpdateProfile();
  const refresh = useRefreshProfile();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const form = useForm<ProfileValues>({
    initialValues: profileToValues(account),
    validate: schemaValidator(profileUpdateSchema, valuesToPayload),
  });

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const submit = form.onSubmit((values) => {
    update.mutate(valuesToPayload(values), {
      onSuccess: (res) => {
        if (res.logout) {
          notifyWarning(res.message ? translateServerMessage(res.message) : fixedMessage('profileUpdatedEmail'));
          timer.current = setTimeout(() => {
            clearSession();
            void navigate('/account/login', { replace: true });
          }, EMAIL_CHANGE_LOGOUT_MS);
          return;
        }
        notifySuccess(
          res.message === SECURITY_MESSAGES.emailChangePending
            ? t('profile.emailChange.pending')
            : res.message
              ? translateServerMessage(res.message)
              : fixedMessage('profileUpdated'),
        );
        if (res.account) {
          updateUser(res.account);
          // A pending e-mail change shows the current e-mail until its link is followed; the password is never kept.
          if (res.message === SECURITY_MESSAGES.emailChangePending) form.setValues(profileToValues(res.account));
          else form.setFieldValue('current_password', '');
          form.resetDirty(profileToValues(res.account));
        }
        const lng = res.account?.userprofile?.language;
        if (isLanguage(lng)) void setLanguage(lng);
        timer.current = setTimeout(() => void refresh(), PROFILE_REFRESH_MS);
      },
      onError: (e) => {
        if (e instanceof ApiError) form.setErrors(serverFieldErrors(e.errors, PROFILE_FIELDS));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.title')}>
      <Stack>
        <IdentityFields form={form} accountType={accountTypeName(account.account_type_id, account.accounttype?.account_type)} />
        {form.values.email.trim().toLowerCase() !== account.email.toLowerCase() ? (
          <PasswordInput
            label={t('profile.emailChange.currentPassword')}
            description={t('profile.emailChange.currentPasswordHint')}
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
        ) : null}
        <ContactFields form={form} />
        <AddressFields form={form} />
        <PreferenceFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || update.isPending}>
            {t('common.reset')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
