export { tWithNodes } from './tWithNodes.tsx';
