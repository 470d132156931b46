export { trafficRoute } from './routes';
export { CompanyTrafficSettings } from './components/company-traffic-settings';
