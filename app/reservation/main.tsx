import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ComingSoon } from '../flows/ComingSoon.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ComingSoon title="引越し仮予約" />
  </StrictMode>,
);
