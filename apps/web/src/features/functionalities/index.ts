/** The functionalities feature's public surface (permissions and notification types list them). */
export { useFunctionalities } from './api/use-functionalities';
