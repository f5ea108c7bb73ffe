// An asynchronous boundary lets Module Federation negotiate shared modules before any of them run.
import('./bootstrap');
