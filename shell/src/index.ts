// The async boundary: the federation runtime sets up the shared singletons before bootstrap runs.
import('./bootstrap');
