import { afterLargestImage } from './afterLargestImage';
import './styles/base.css';

// The server's HTML is the page. Its script starts once the page's largest image is in, so
// making the page live never delays what the visitor sees first.
void afterLargestImage(document)
  .then(() => import('./startPage'))
  .then(({ startPage }) => startPage(document));
