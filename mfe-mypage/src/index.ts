// The async boundary: the federation runtime settles the shared singletons before bootstrap runs.
import('./bootstrap');
