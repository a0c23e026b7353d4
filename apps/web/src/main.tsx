import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers.tsx';
import { createAppRouter } from '@/app/router.tsx';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');

// Created once, outside React, as React Router asks of data routers.
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
