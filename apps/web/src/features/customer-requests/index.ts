export { BecomeCustomerPage, CustomerRequestStatusPage, customerRequestsRoute } from './routes';
export { BecomeCustomerCta, BECOME_CUSTOMER_PATH, REQUEST_STATUS_PATH } from './components/become-customer-cta';
