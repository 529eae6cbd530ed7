import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from '../../components/ui/brand-icons.tsx';

interface SocialLink {
  name: string;
  href: string;
  Icon: ComponentType<{ className?: string }>;
}

// The team's public profiles.
export const SOCIAL_LINKS: SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/tranquera.campos', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/tranquera.campos', Icon: InstagramIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/@tranquera.campos', Icon: YouTubeIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/tranquera-campos', Icon: LinkedInIcon },
];
