import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../ui/button.tsx';
import { StatusMessage } from './status-message.tsx';

/** The 404 screen of spec 1 §2 ("anything else"). */
export function NotFound() {
  return (
    <StatusMessage
      icon={<Compass className="size-10" />}
      tone="brand"
      eyebrow="404"
      title="Page Not Found"
      description="Looks like this trail goes nowhere. The page you are looking for doesn't exist or has moved."
      actions={
        <Link to="/" data-button className={buttonVariants()}>
          Back to home
        </Link>
      }
    />
  );
}
