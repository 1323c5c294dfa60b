// shared-auth holds the page's one session store and one refresh queue. Module Federation shares
// it as a singleton; if a build gets that wrong, a second copy loads silently and two queues then
// refresh (and rotate) the same tokens. The platform's guard says so loudly in development.
import { warnIfLoadedTwice } from '@smunity/mf-platform';

warnIfLoadedTwice('shared-auth');
