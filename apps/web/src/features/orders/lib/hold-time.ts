import { currentLanguage, LANGUAGE_TAGS } from '../../../lib/i18n';

/** The time a hold of numbers ends, HH:MM in the interface language ("held for you until 14:35"). */
export const holdClock = (iso: string) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[currentLanguage()], { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
