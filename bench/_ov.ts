import { measureOverlays } from './overlays';
console.table(await measureOverlays('http://127.0.0.1:8091', { username: 'admin', password: 'exp-password' }));
