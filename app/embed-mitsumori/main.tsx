import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ComingSoon } from '../flows/ComingSoon.tsx';
import { readApiTokens } from './apiTokens.ts';
import { parentFrame, reportHeight } from './parentFrame.ts';

const tokens = readApiTokens(document);
reportHeight(document.documentElement, parentFrame(window, tokens.parentOrigins));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ComingSoon title="引越し見積もり" />
  </StrictMode>,
);
