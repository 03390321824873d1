// Installs Debian's nginx when missing. The deployment test runs its own nginx process (own
// config, prefix, pid file and ports); a system nginx the package may have started is left alone.
import { ensureNginx } from './lib.mjs';

ensureNginx();
