/**
 * The sections of a locale that the first screens need (the sign-in pages, the error pages, the shell, the language
 * menu and the visitor's home). The build serves them as their own small chunk (`../locales/xx.json?core`, see vite.config.ts);
 * the rest of the language loads when a screen that needs it first shows (components/all-texts.tsx).
 */
export const CORE_SECTIONS = [
  'app',
  'auth',
  'common',
  'errors',
  'messages',
  'nav',
  'password',
  'profile',
  'regions',
  'validation',
  'visitor',
] as const;
