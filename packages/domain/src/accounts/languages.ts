/** Spec 1 §1: the six interface languages (kept free of zod: the web app's first screen needs only this list). */
export const LANGUAGES = ['en', 'es', 'fr', 'ja', 'ru', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
