/**
 * Every path that loads calls (POST /calls, the bulk upload, POST /calls/import) takes this transaction-level
 * advisory lock before it checks for duplicates, so two loads of the same call never both insert it; re-rating
 * (modules/billing) takes it too, so no load rates calls with prices a re-rating is replacing.
 */
export const CALL_LOAD_LOCK = 715_518;
