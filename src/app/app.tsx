import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppRoutes />
    </BrowserRouter>
  );
}
