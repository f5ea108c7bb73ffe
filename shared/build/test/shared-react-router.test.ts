import { describeSlimSharedEntry } from './slim-shared-entry';

// The host's router and the links of every remote.
describeSlimSharedEntry('react-router', {
  certainlyUsed: ['createBrowserRouter', 'RouterProvider', 'Link', 'useNavigate'],
});
