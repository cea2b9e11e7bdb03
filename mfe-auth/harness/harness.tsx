import { createRoot } from 'react-dom/client';
import AuthModals from '../src/expose/auth-modals';

createRoot(document.getElementById('root')!).render(<AuthModals />);
