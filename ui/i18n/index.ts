export { tWithNodes } from './tWithNodes.tsx';
export { JapaneseName, MixedText } from '../internal/JapaneseName.tsx';
