import { Download, type LucideProps, MessageCircle, Phone, Send, Users } from 'lucide-react';

const ICONS: Record<string, (props: LucideProps) => React.ReactNode> = {
  LIVECHAT: MessageCircle,
  FACEBOOK: Users,
  TELEGRAM: Send,
  Telegram: Send,
  Telegram1: Send,
  WHATSAPP: Phone,
  WhatsApp: Phone,
};

/** Icons of customer-service channels and messenger resources. */
export function ServiceIcon({ type, size = 18 }: { type: string; size?: number }) {
  const Icon = ICONS[type] ?? Download;
  return <Icon size={size} aria-hidden="true" />;
}
