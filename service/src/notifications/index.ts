// What other domains use: the import evaluates the meter points it touched.
export { evaluateNotifications, evaluateGaps } from './evaluate';
