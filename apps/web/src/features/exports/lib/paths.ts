export const DOWNLOADS_PATH = '/portal/downloads';
