export { HandOverPrompt } from './HandOverPrompt';
