/** API rate limits: a company's quota, set by provider staff on its edit page. */
export { CompanyRateLimit } from './company-rate-limit';
