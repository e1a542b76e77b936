import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { BrandMark } from '@/ui/BrandMark';
import { useRootActors } from '../RootActorsContext';
import styles from './Layout.module.css';

export function Logo() {
  const { whitelabel } = useRootActors();
  const name = useSelector(whitelabel, (snapshot) => snapshot.context.data?.merchantName ?? '');
  return (
    <Link href="/" className={styles.logo} aria-label={name}>
      <BrandMark size={34} />
      <span>{name}</span>
    </Link>
  );
}
