// Asynchronous boundary: the federation runtime first sets up the shared singletons (one React for the
// shell and every remote), then the app starts.
import('./bootstrap');
