import { describeDoctorOnRealMistakes } from './doctor-on-real-mistakes.ts';

// The node build: '#crypto/backend' is node:crypto's (createHmac), answering at once.
describeDoctorOnRealMistakes('node');
