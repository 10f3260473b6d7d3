import Link from 'next/link';
import { Article } from '../../../lib/article.tsx';

export default function BareArticlePage() {
  return <Article links={<Link href="/">The article with Masthead</Link>} />;
}
