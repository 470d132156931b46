export { trafficRoute } from './routes';
